import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../i18n/serverMessages';
import { Button } from '../../ui/Button';
import { notify } from '../../ui/notifications';
import { useOperationMutation } from '../data/useRowMutation';
import type { Row } from '../data/values';
import { EntityForm } from '../form/EntityForm';
import { fieldLabels } from '../form/fieldLabels';
import { bodyFromForm, formDataFromRow } from '../form/formData';
import { mustMatchHolds } from '../form/mustMatch';
import { useFormsModule } from '../form/useFormsModule';
import type { FormDefinition, ResolvedSection, Resource } from '../resource';
import { AFTER_SAVE } from './afterSave';
import { PREVIEWS } from './previews';
import { sectionObject } from './sectionObject';

/**
 * A settings section's form, saved pessimistically: the button shows progress, an ok answer the
 * section's saved text, a failure its title with the server's message (in the section, or as a toast)
 * — and the input stays. After a save the form starts again from what the server saved (a password
 * form is emptied).
 */
export function SectionForm({
  resource,
  section,
  loaded,
  currency,
  onUnsavedChange,
}: {
  resource: Resource;
  section: ResolvedSection;
  loaded: Row | null;
  currency: string | null;
  /** Told whether the section's form has changes not saved (its card says so). */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const forms = useFormsModule(resource);
  const mutation = useOperationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // The object the form starts from, and a generation that remounts the form after each save.
  const [start, setStart] = useState<{ row: Row | null; generation: number }>({ row: loaded, generation: 0 });
  const [live, setLive] = useState<Row>({});
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
    // Enter in a field sends the form even while its button is disabled.
    if (!definition || !mustMatchHolds(definition, data, loaded)) return;
    setFailure(null);
    const fields = bodyFromForm(definition, data, { engine: {}, row: loaded });
    const body = save.body ? { [save.body]: fields } : fields;
    const result = await mutation.mutateAsync({ path: save.path, body });
    if (result.s !== 'ok') {
      // The server's message with the fields named as this form labels them.
      const message = failureText(result, fieldLabels(definition, t));
      if (section.failure === 'toast')
        notify({ kind: 'error', title: t(section.texts.saveFailed), description: message });
      else setFailure(message);
      return;
    }
    if (section.after) await AFTER_SAVE[section.after]({ body, answer: result });
    // The form starts again from what was saved: the answer's object when the operation answers one,
    // else what the user sent — but never with a secret typed in it (a password is asked afresh).
    const saved = save.item ? sectionObject(section, result, save.item) : null;
    setStart((current) => ({
      row: saved ?? { ...loaded, ...withoutSecrets(definition, data) },
      generation: current.generation + 1,
    }));
    // The i18n instance, not this render's `t`: the effect may just have switched the language.
    const text = (key: string) => i18n.t(key);
    notify({
      kind: 'success',
      title: text(section.texts.saved),
      ...(section.texts.savedDescription ? { description: text(section.texts.savedDescription) } : {}),
    });
  }

  const Preview = section.preview ? PREVIEWS[section.preview] : null;
  const matched = mustMatchHolds(definition, live, loaded);
  const form = (
    <EntityForm
      key={start.generation}
      id={formId}
      definition={definition}
      validators={validators}
      initialData={formDataFromRow(definition, start.row)}
      currency={currency}
      disabled={mutation.isPending}
      onSubmit={(data) => void submit(data)}
      onDataChange={setLive}
      {...(onUnsavedChange ? { onUnsavedChange } : {})}
    />
  );
  return (
    <div className="space-y-4">
      {Preview ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
          {form}
          <Suspense fallback={null}>
            <Preview data={live} currency={currency} />
          </Suspense>
        </div>
      ) : (
        form
      )}
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
        <Button
          type="submit"
          form={formId}
          variant={section.danger ? 'danger' : 'primary'}
          busy={mutation.isPending}
          disabled={!matched}
        >
          {t(section.texts.submit)}
        </Button>
      </div>
    </div>
  );
}

/** The form's data without the fields typed as passwords. */
function withoutSecrets(definition: FormDefinition, data: Row): Row {
  const kept: Row = {};
  for (const [field, value] of Object.entries(data)) {
    const ui = definition.uiSchema[field] as { 'ui:widget'?: unknown } | undefined;
    if (ui?.['ui:widget'] !== 'password' && !(field in definition.confirm)) kept[field] = value;
  }
  return kept;
}
