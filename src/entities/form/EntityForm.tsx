import Form from '@rjsf/core';
import type { CustomValidator, ErrorSchema, FormValidation, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../data/values';
import type { FormDefinition } from '../resource';
import { validatorFor } from './precompiledValidator';
import { fields, templates, widgets } from './theme/registry';
import { translateErrors } from './transformErrors';
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
}

/**
 * An RJSF form of the engine: our Tailwind theme, the generator's schema and ui schema, its precompiled
 * validator, errors in the user's language. The data is held here, so nothing typed is lost when a save
 * fails; repeated fields (a password's confirmation) are checked here too.
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
}: EntityFormProps) {
  const { t } = useTranslation();
  const [data, setData] = useState<Row>(initialData);
  const validator = validatorFor(definition.schema, validators);

  const customValidate: CustomValidator<Row> = (formData, errors: FormValidation<Row>) => {
    for (const [confirmField, target] of Object.entries(definition.confirm)) {
      const repeated = formData?.[confirmField] ?? '';
      const original = formData?.[target] ?? '';
      if (repeated !== original) (errors[confirmField] as FormValidation)?.addError(t('validation.mismatch'));
    }
    return errors;
  };

  const context = useMemo(
    () => ({
      currency,
      data,
      patch: (values: Row) => {
        setData((current) => ({ ...current, ...values }));
        onEdit?.();
      },
    }),
    [currency, data, onEdit],
  );

  return (
    <FormContext.Provider value={context}>
      <Form<Row>
        id={id}
        schema={definition.schema}
        uiSchema={definition.uiSchema as UiSchema<Row>}
        formData={data}
        validator={validator}
        widgets={widgets}
        fields={fields}
        templates={templates}
        disabled={disabled}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        customValidate={customValidate}
        transformErrors={(errors) => translateErrors(errors, t)}
        onChange={(event) => {
          setData(event.formData ?? {});
          onEdit?.();
        }}
        onSubmit={(event) => onSubmit(event.formData ?? {})}
        extraErrors={{} as ErrorSchema<Row>}
      />
    </FormContext.Provider>
  );
}
