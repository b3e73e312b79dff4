import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonApiPath } from '../../contract/types';
import { failureText } from '../../i18n/serverMessages';
import { useStoreInfo } from '../../session/shellQueries';
import { useSession } from '../../session/useSession';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/notifications';
import { askToLeave } from '../../ui/unsavedChanges';
import type { OperationResult } from '../data/callOperation';
import { useOperationMutation } from '../data/useRowMutation';
import { type ParamContext, type Row, resolveParams, resolveSource } from '../data/values';
import type { FormDefinition, Resource } from '../resource';
import { EntityForm } from './EntityForm';
import { fieldLabels } from './fieldLabels';
import { bodyFromForm, formDataFromRow } from './formData';
import { withRequired } from './formRules';
import { momentsToBrowser, momentsToZone, useMomentZones } from './moments';
import { useFormsModule } from './useFormsModule';

export interface FormModalProps {
  resource: Resource;
  /** The form in the resource's forms module: create, update, action.<id>, section.<id>. */
  formKey: string;
  title: string;
  submitLabel: string;
  operation: JsonApiPath;
  /** Fields the engine sends itself: the row's id, params. */
  engineFields: Row;
  /** The row being edited: the form starts from it and the fields it does not show are sent as it has them. */
  row: Row | null;
  /** Values a new form starts with besides the schema's defaults. */
  initialData?: Row;
  /** A row whose values of the shown fields the form starts with, though it is not the row edited. */
  prefill?: Row | null;
  /** The row is still loading (an edit that loads the whole row first): the form waits for it. */
  pending?: boolean;
  /** Loading the row failed: the server's message, and no form. */
  loadError?: string | null;
  texts: { progress: string; success: string; failure: string; successDetail?: string };
  /** Values the texts may name besides the row's and the form's (an action's row, its count). */
  textValues?: Row;
  /** Where the form's fixed fields take their values (the session is added here). */
  context?: ParamContext;
  currency: string | null;
  onClose: () => void;
  /** The row cannot change (a sent notification): the form is shown locked, with the reason, and no save. */
  readOnlyReason?: string;
  /** Told of an ok answer, after the success toast; the modal then closes unless it returns false. */
  onSaved?: (result: OperationResult) => boolean | undefined;
}

/** The form with the fields the context fixed hidden: the user cannot change what is decided for them. */
function withHidden(definition: FormDefinition, fixedValues: Row): FormDefinition {
  const names = Object.keys(fixedValues);
  if (names.length === 0) return definition;
  const uiSchema = { ...definition.uiSchema };
  for (const name of names) uiSchema[name] = { 'ui:widget': 'hidden' };
  return { ...definition, uiSchema };
}

interface Failure {
  title: string;
  message: string;
}

/**
 * A modal form that saves pessimistically: while the call runs the spec's progress text shows and the
 * form is locked; an ok answer reloads the lists, shows the success toast and closes; a failure keeps
 * the modal open with everything typed and shows the failure's title and the server's message.
 */
export function FormModal(props: FormModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  const forms = useFormsModule(props.resource);
  const mutation = useOperationMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [progress, setProgress] = useState(false);
  const session = useSession();
  // The store's settings decide what some forms require (a description when giving points).
  const store = useStoreInfo(session?.userType === 'client').data?.store ?? null;
  const loaded = forms.data?.forms[props.formKey];
  const validators = forms.data?.validators[props.formKey];
  // The zones its dates and times are read in (a notification's: the store's), to show and convert.
  const moments = useMomentZones(loaded?.moments, session?.userType === 'client');
  const fixedValues = useMemo(
    () => resolveParams(loaded?.fixed, { ...props.context, session }),
    [loaded, props.context, session],
  );
  const definition = useMemo(() => {
    if (!loaded) return undefined;
    const context = { ...props.context, session, store };
    const required = Object.entries(loaded.requiredWhen ?? {})
      .filter(([, source]) => resolveSource(source, context) === true)
      .map(([field]) => field);
    return withRequired(withHidden(loaded, fixedValues), required);
  }, [loaded, fixedValues, props.context, session, store]);

  async function submit(data: Row) {
    if (!definition) return;
    setFailure(null);
    setProgress(true);
    const body = bodyFromForm(definition, momentsToZone(definition.moments, moments.zones, data), {
      engine: { ...props.engineFields, ...fixedValues },
      row: props.row,
    });
    const result = await mutation.mutateAsync({ path: props.operation, body });
    setProgress(false);
    if (result.s !== 'ok') {
      setFailure({
        title: t(props.texts.failure, { ...props.textValues, ...props.row, ...data }),
        // The server's message with the fields named as this form labels them.
        message: failureText(result, fieldLabels(definition, t)),
      });
      return;
    }
    // Success texts may name what the answer carries: {{created}} coupons, {{result.customer.points}}.
    const values = { ...result, ...props.textValues, ...props.row, ...data, result };
    notify({
      kind: 'success',
      title: t(props.texts.success, values),
      ...(props.texts.successDetail ? { description: t(props.texts.successDetail, values) } : {}),
    });
    if (props.onSaved?.(result) !== false) props.onClose();
  }

  const busy = progress || mutation.isPending;
  const waiting = props.pending === true || moments.pending;
  const loadError = props.loadError ?? null;
  const readOnly = props.readOnlyReason !== undefined;
  // Closing (the button, Escape, a click outside) with unsaved changes asks first.
  const close = () => {
    void askToLeave([formId]).then((leave) => {
      if (leave) props.onClose();
    });
  };
  return (
    <Modal
      open
      title={props.title}
      onClose={busy ? () => undefined : close}
      size="large"
      footer={
        readOnly ? (
          <Button variant="secondary" onClick={close}>
            {t('engine.close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t('engine.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              busy={busy}
              disabled={!definition || waiting || loadError !== null}
            >
              {props.submitLabel}
            </Button>
          </>
        )
      }
    >
      <div className="space-y-4">
        {readOnly && (
          <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-inset ring-slate-200">
            <Icon name="lock" width={16} height={16} className="mt-0.5 shrink-0" />
            {props.readOnlyReason}
          </p>
        )}
        {progress && (
          <p
            role="status"
            className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-800 ring-1 ring-inset ring-sky-200"
          >
            {t(props.texts.progress)}
          </p>
        )}
        {failure && (
          <div
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200"
          >
            <p className="font-semibold">{failure.title}</p>
            {failure.message && <p className="mt-0.5">{failure.message}</p>}
          </div>
        )}
        {(forms.isError || loadError !== null) && (
          <div role="alert" className="text-sm text-red-700">
            <p>{t('engine.loadFailed')}</p>
            {loadError && <p className="mt-0.5">{loadError}</p>}
          </div>
        )}
        {loadError === null && !waiting && definition && validators ? (
          <EntityForm
            id={formId}
            definition={definition}
            validators={validators}
            initialData={momentsToBrowser(definition.moments, moments.zones, {
              ...props.initialData,
              ...formDataFromRow(definition, props.prefill ?? null),
              ...formDataFromRow(definition, props.row),
              ...fixedValues,
            })}
            zones={moments.zones}
            currency={props.currency}
            disabled={busy || readOnly}
            autoFocus={!readOnly}
            onSubmit={(data) => void submit(data)}
          />
        ) : (
          !forms.isError &&
          loadError === null && (
            <div className="h-48 animate-pulse rounded-lg bg-slate-100" aria-busy="true" aria-hidden="true" />
          )
        )}
      </div>
    </Modal>
  );
}
