import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ActionDialog } from '../actions/ActionDialog';
import { queryOperation } from '../data/callOperation';
import { useCan } from '../data/useCan';
import { matches } from '../data/values';
import type { FormatContext } from '../format/formatValue';
import { CellValue } from '../list/CellValue';
import type { ResolvedAction, ResolvedSection, Resource } from '../resource';
import { sectionObject } from './sectionObject';

const SectionForm = lazy(async () => ({ default: (await import('./SectionForm')).SectionForm }));

/**
 * One section of a settings page: what it loads, as read-only fields, a form to save, or both (fields
 * above the form), with the page actions that belong to it (generate a token beside the token).
 */
export function SectionCard({
  resource,
  section,
  format,
}: {
  resource: Resource;
  section: ResolvedSection;
  format: FormatContext;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const [action, setAction] = useState<ResolvedAction | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const query = useQuery({
    queryKey: [section.load.path, {}],
    queryFn: ({ signal }) => queryOperation(section.load.path, {}, signal),
  });
  const loaded = query.isSuccess ? sectionObject(section, query.data) : null;
  const row = loaded ?? {};
  const headingId = `${resource.id}-${section.id}`;
  const fields = section.fields.filter((column) => matches(column.when, row));
  const actions = resource.actions.filter(
    (item) => section.actions.includes(item.id) && can(item.access) && matches(item.when, row),
  );
  const frame = section.danger ? 'ring-red-200' : 'ring-slate-200';
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${frame}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2
          id={headingId}
          className={`text-base font-semibold ${section.danger ? 'text-red-800' : 'text-slate-900'}`}
        >
          {t(section.title)}
        </h2>
        {/* A change typed here and not saved yet: saving another section does not save it. */}
        <p role="status" className="text-xs font-medium">
          {unsaved && (
            <span className="rounded-full bg-amber-50 px-2.5 py-1 text-amber-800 ring-1 ring-inset ring-amber-200">
              {t('unsaved.badge')}
            </span>
          )}
        </p>
      </div>
      {query.isPending && <div className="h-32 animate-pulse rounded-lg bg-slate-100" aria-busy="true" />}
      {query.isError && (
        <div role="alert" className="space-y-2">
          <p className="text-sm text-red-700">{t(resource.texts.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('engine.retry')}
          </Button>
        </div>
      )}
      {query.isSuccess && section.texts.description && (
        <p className="-mt-2 mb-4 max-w-prose text-sm text-slate-600">{t(section.texts.description, row)}</p>
      )}
      {query.isSuccess && loaded === null && section.texts.empty && (
        <p className="mb-4 text-sm text-slate-600">{t(section.texts.empty)}</p>
      )}
      {query.isSuccess && loaded !== null && fields.length > 0 && (
        <dl className={`grid gap-x-6 gap-y-3 sm:grid-cols-2 ${section.form === null ? '' : 'mb-5'}`}>
          {fields.map((column) => (
            <div key={column.field} className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                {t(column.label)}
              </dt>
              <dd className="mt-0.5 break-words text-sm text-slate-900">
                <CellValue row={row} column={column} format={format} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {query.isSuccess && section.form !== null && (
        <Suspense fallback={<div className="h-32 animate-pulse rounded-lg bg-slate-100" />}>
          <SectionForm
            resource={resource}
            section={section}
            loaded={loaded}
            currency={format.currency}
            onUnsavedChange={setUnsaved}
          />
        </Suspense>
      )}
      {query.isSuccess && actions.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {actions.map((item) => (
            <Button
              key={item.id}
              variant={item.danger ? 'danger' : 'secondary'}
              onClick={() => setAction(item)}
            >
              <Icon name={item.icon} width={18} height={18} />
              {t(item.texts.label, row)}
            </Button>
          ))}
        </div>
      )}
      {action && (
        <ActionDialog
          resource={resource}
          action={action}
          context={{ row }}
          currency={format.currency}
          onClose={() => setAction(null)}
        />
      )}
    </section>
  );
}
