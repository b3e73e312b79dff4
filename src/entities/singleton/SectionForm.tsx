import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { notify } from '../../ui/notifications';
import { useOperationMutation } from '../data/useRowMutation';
import type { Row } from '../data/values';
import { EntityForm } from '../form/EntityForm';
import { bodyFromForm, formDataFromRow } from '../form/formData';
import { useFormsModule } from '../form/useFormsModule';
import type { ResolvedSection, Resource } from '../resource';

/**
 * A settings section's form, saved pessimistically: the button shows progress, an ok answer the
 * section's saved text, a failure its title with the server's message — and the input stays.
 */
export function SectionForm({
  resource,
  section,
  loaded,
  currency,
}: {
  resource: Resource;
  section: ResolvedSection;
  loaded: Row | null;
  currency: string | null;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const forms = useFormsModule(resource);
  const mutation = useOperationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const key = section.form ?? '';
  const definition = forms.data?.forms[key];
  const validators = forms.data?.validators[key];
  if (!definition || !validators || !section.save) {
    return forms.isError ? (
      <p role="alert">{t('engine.loadFailed')}</p>
    ) : (
      <div className="h-32 animate-pulse rounded-lg bg-slate-100" />
    );
  }
  const save = section.save;

  async function submit(data: Row) {
    if (!definition) return;
    setFailure(null);
    const fields = bodyFromForm(definition, data, { engine: {}, row: loaded });
    const body = save.body ? { [save.body]: fields } : fields;
    const result = await mutation.mutateAsync({ path: save.path, body });
    if (result.s !== 'ok') {
      setFailure(result.m);
      return;
    }
    notify({ kind: 'success', title: t(section.texts.saved) });
  }

  return (
    <div className="space-y-4">
      <EntityForm
        id={formId}
        definition={definition}
        validators={validators}
        initialData={formDataFromRow(definition, loaded)}
        currency={currency}
        disabled={mutation.isPending}
        onSubmit={(data) => void submit(data)}
      />
      {failure !== null && (
        <div
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200"
        >
          <p className="font-semibold">{t(section.texts.saveFailed)}</p>
          {failure && <p className="mt-0.5">{failure}</p>}
        </div>
      )}
      <div className="flex items-center justify-end gap-3">
        {mutation.isPending && (
          <span role="status" className="text-sm text-slate-600">
            {t(section.texts.saving)}
          </span>
        )}
        <Button type="submit" form={formId} busy={mutation.isPending}>
          {t('engine.save')}
        </Button>
      </div>
    </div>
  );
}
