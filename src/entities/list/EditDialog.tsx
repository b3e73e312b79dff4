import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { answerRow } from '../data/answerRow';
import { queryOperation } from '../data/callOperation';
import { type ParamContext, type Row, resolveParams, valueAt } from '../data/values';
import { LazyFormModal } from '../form/LazyFormModal';
import type { Resource } from '../resource';

export interface EditDialogProps {
  resource: Resource;
  /** The row as the list shows it. */
  row: Row;
  context: ParamContext;
  currency: string | null;
  /** The row cannot change (its update's `when` does not hold): shown read-only, with the reason. */
  readOnly?: boolean;
  onClose: () => void;
}

/**
 * Editing a row: when the resource has a get operation, the whole row is loaded first (a store with its
 * owner) and the form starts from it; otherwise from the row the list shows. The update names the row
 * by the list's key; its params read the loaded row.
 */
export function EditDialog({ resource, row, context, currency, readOnly = false, onClose }: EditDialogProps) {
  const { t } = useTranslation();
  const get = resource.get;
  const key = valueAt(row, resource.key);
  const body = get ? { ...resolveParams(get.params, { ...context, row }), [get.id]: key } : {};
  const query = useQuery({
    queryKey: [get?.path ?? 'none', body],
    queryFn: ({ signal }) => {
      if (!get) throw new Error(`${resource.id} has no get operation`);
      return queryOperation(get.path, body, signal);
    },
    enabled: get !== null,
    // Each edit starts from what the server has now.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const update = resource.update;
  if (!update) return null;
  const loaded = get ? (query.data ? answerRow(query.data, get) : null) : row;
  return (
    <LazyFormModal
      resource={resource}
      formKey={resource.formKeys?.update ?? 'update'}
      title={t(readOnly ? resource.texts.viewTitle : resource.texts.editTitle, row)}
      {...(readOnly ? { readOnlyReason: t(resource.texts.readOnly, row) } : {})}
      submitLabel={t('engine.save')}
      operation={update.path}
      engineFields={{
        ...resolveParams(update.params, { ...context, row: loaded ?? row }),
        [update.id]: key,
      }}
      row={loaded}
      pending={get !== null && query.isPending}
      loadError={query.error ? query.error.message : null}
      texts={{
        progress: resource.texts.updating,
        success: resource.texts.updated,
        failure: resource.texts.updateFailed,
      }}
      currency={currency}
      onClose={onClose}
    />
  );
}
