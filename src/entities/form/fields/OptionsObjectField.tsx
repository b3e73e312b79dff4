import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isRow } from '../../data/values';
import { OptionsSelect } from '../widgets/OptionsSelect';
import { isOptionsSource } from '../widgets/useOptions';

/** A field holding `{ id }` of another row, or null (an employee's location). */
export function OptionsObjectField({
  fieldPathId,
  formData,
  onChange,
  uiSchema,
  schema,
  required,
  disabled,
  readonly,
  rawErrors,
  name,
}: FieldProps) {
  const { t } = useTranslation();
  const options = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const value =
    isRow(formData) && (typeof formData.id === 'number' || typeof formData.id === 'string')
      ? formData.id
      : null;
  const errors = [...new Set(rawErrors ?? [])];
  const help = typeof options.help === 'string' ? options.help : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t(typeof schema.title === 'string' ? schema.title : name)}
      </label>
      <OptionsSelect
        id={id}
        source={isOptionsSource(options.source) ? options.source : null}
        value={value}
        onChange={(next) => onChange(next === null ? null : { id: next }, fieldPathId.path)}
        emptyLabel={typeof options.emptyLabel === 'string' ? options.emptyLabel : null}
        required={Boolean(required)}
        disabled={Boolean(disabled || readonly)}
        invalid={errors.length > 0}
        hasHelp={help !== null}
      />
      {help && errors.length === 0 && (
        <p id={`${id}__help`} className="mt-1 text-xs text-slate-500">
          {t(help)}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}__error`} className="mt-1 text-xs text-red-600">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
