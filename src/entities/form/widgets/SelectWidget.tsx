import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { describedBy, inputClasses } from '../theme/inputClasses';

function allowsNull(schema: WidgetProps['schema']): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'));
}

/** One choice among the schema's values, each labelled from the catalogue. */
export function SelectWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
  options,
  schema,
}: WidgetProps) {
  const { t } = useTranslation();
  const invalid = (rawErrors?.length ?? 0) > 0;
  const labels = (options.enumLabels ?? {}) as Record<string, string>;
  const values = (options.enumOptions ?? []).map((option) => option.value).filter((v) => v !== null);
  const current = value === null || value === undefined ? '' : String(value);
  return (
    <select
      id={id}
      name={id}
      value={current}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, invalid, typeof options.help === 'string')}
      onChange={(event) => {
        const chosen = values.find((v) => String(v) === event.target.value);
        onChange(chosen === undefined ? (allowsNull(schema) ? null : undefined) : chosen);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      className={inputClasses(invalid)}
    >
      {(allowsNull(schema) || current === '') && <option value="">{t('engine.options.choose')}</option>}
      {values.map((v) => (
        <option key={String(v)} value={String(v)}>
          {labels[String(v)] ? t(labels[String(v)] ?? '') : String(v)}
        </option>
      ))}
    </select>
  );
}
