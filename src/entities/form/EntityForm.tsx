import Form from '@rjsf/core';
import {
  type CustomValidator,
  type ErrorSchema,
  type FormValidation,
  getDefaultFormState,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
} from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../ui/unsavedChanges';
import type { Row } from '../data/values';
import type { FormDefinition } from '../resource';
import { errorsFor, type FieldErrors, focusFirstError, groupErrors, unplacedErrors } from './fieldErrors';
import { missingRequired, withAllowedBlanks, withNamesTranslated } from './formRules';
import { validatorFor } from './precompiledValidator';
import { fields, templates, widgets } from './theme/registry';
import { translateErrors } from './transformErrors';
import { sameFormData } from './unsavedData';
import { FormContext } from './useFormContext';

export interface EntityFormProps {
  /** The form element's id, for a submit button outside it (a modal's footer). */
  id: string;
  definition: FormDefinition;
  validators: ValidatorFunctions;
  initialData: Row;
  currency: string | null;
  disabled: boolean;
  onSubmit: (data: Row) => void;
  /** Told when the user changes anything (a message from the last attempt can then go). */
  onEdit?: () => void;
  /** Given the data as it is typed (a preview beside the form, a confirmation that must match). */
  onDataChange?: (data: Row) => void;
  /** The cursor starts in the first field (a modal's form). */
  autoFocus?: boolean;
  /** The zone each moment's time field is read in, shown beside it (see moments.ts). */
  zones?: Record<string, string>;
  /** Told whether the data differs from what the form started with (a section shows it). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** Arrays with a minimum start empty, not with blank items the user never asked for (a translation). */
const DEFAULT_FORM_STATE = { arrayMinItems: { populate: 'never' as const } };
const NO_ZONES: Record<string, string> = {};

/**
 * An RJSF form of the engine: our Tailwind theme, the generator's schema and ui schema, its precompiled
 * validator, errors in the user's language at the field they are about, the first of them focused. The
 * data is held here, so nothing typed is lost when a save fails; what the schema cannot say (a
 * repeated password, a Spanish name among the translations) is checked here too.
 */
export function EntityForm({
  id,
  definition,
  validators,
  initialData,
  currency,
  disabled,
  onSubmit,
  onEdit,
  onDataChange,
  autoFocus = false,
  zones = NO_ZONES,
  onUnsavedChange,
}: EntityFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const [startData] = useState(() => withAllowedBlanks(definition, initialData));
  const [data, setData] = useState<Row>(startData);
  const [errors, setErrors] = useState<FieldErrors>({});
  const validator = validatorFor(definition.schema, validators);
  // Every field's id starts with the form's own, so two forms on one page (a settings page's sections)
  // never share an id and each label names its own input.
  const idPrefix = `form${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const uiSchema = definition.uiSchema;
  const order = useMemo(() => {
    const listed = uiSchema['ui:order'];
    return Array.isArray(listed) ? listed.map(String) : Object.keys(definition.schema.properties ?? {});
  }, [uiSchema, definition.schema]);
  useEffect(() => onDataChange?.(data), [data, onDataChange]);

  // What the form started with, its defaults filled in as RJSF fills them: any difference is unsaved,
  // and leaving the page or closing the modal asks first (src/ui/unsavedChanges.ts).
  const [start] = useState(() =>
    getDefaultFormState<Row>(
      validator,
      definition.schema as RJSFSchema,
      startData,
      definition.schema as RJSFSchema,
      false,
      DEFAULT_FORM_STATE,
    ),
  );
  const unsaved = !sameFormData(start, data);
  useUnsavedChanges(id, unsaved);
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);

  // A modal's form takes the cursor in its first field, not on the modal's close button. In a dialog
  // about to open, the field is marked `autofocus` (this runs before the modal's own layout effect):
  // `showModal()` then focuses it in the step that lays the dialog out, instead of a second focus and
  // layout of the whole page after it.
  useLayoutEffect(() => {
    if (!autoFocus) return;
    const form = document.getElementById(id);
    const first = form?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [role="combobox"]',
    );
    if (!first) return;
    const dialog = first.closest('dialog');
    if (dialog && !dialog.open) first.setAttribute('autofocus', '');
    else first.focus();
  }, [autoFocus, id]);

  const customValidate: CustomValidator<Row> = (formData, validation: FormValidation<Row>) => {
    for (const [confirmField, target] of Object.entries(definition.confirm)) {
      const repeated = formData?.[confirmField] ?? '';
      const original = formData?.[target] ?? '';
      if (repeated !== original)
        (validation[confirmField] as FormValidation | undefined)?.addError(t('validation.mismatch'));
    }
    for (const field of missingRequired(definition, formData ?? {}))
      (validation[field] as FormValidation | undefined)?.addError(t('validation.required'));
    return validation;
  };

  const reportErrors = useCallback(
    (found: RJSFValidationError[]) => {
      const grouped = groupErrors(found);
      setErrors(grouped);
      focusFirstError(document.getElementById(id), idPrefix, grouped, uiSchema, order);
    },
    [uiSchema, order, id, idPrefix],
  );

  const context = useMemo(
    () => ({
      currency,
      data,
      patch: (values: Row) => {
        setData((current) => ({ ...current, ...values }));
        onEdit?.();
      },
      errorsOf: (field: string) => errorsFor(errors, uiSchema, field),
      zones,
    }),
    [currency, data, onEdit, errors, uiSchema, zones],
  );
  const unplaced = unplacedErrors(errors, uiSchema, order);

  return (
    <FormContext.Provider value={context}>
      {unplaced.length > 0 && (
        <div
          role="alert"
          className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200"
        >
          <p className="font-semibold">{t('validation.fixErrors')}</p>
          <p className="mt-0.5">{unplaced.join(' ')}</p>
        </div>
      )}
      <Form<Row>
        id={id}
        idPrefix={idPrefix}
        schema={definition.schema}
        uiSchema={uiSchema as UiSchema<Row>}
        formData={data}
        validator={validator}
        widgets={widgets}
        fields={fields}
        templates={templates}
        disabled={disabled}
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        customValidate={customValidate}
        transformErrors={(found) => translateErrors(found, t, language, uiSchema)}
        onError={reportErrors}
        onChange={(event) => {
          setData(event.formData ?? {});
          onEdit?.();
        }}
        onSubmit={(event) => {
          setErrors({});
          onSubmit(withNamesTranslated(definition, event.formData ?? {}));
        }}
        extraErrors={{} as ErrorSchema<Row>}
      />
    </FormContext.Provider>
  );
}
