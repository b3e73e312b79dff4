import type { WidgetProps } from '@rjsf/utils';
import { emptyValueOf, mustBeFilled } from '../emptyValue';
import { describedBy, inputClasses } from '../theme/inputClasses';

export function TextareaWidget({
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
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <textarea
      id={id}
      name={id}
      rows={4}
      value={typeof value === 'string' ? value : ''}
      required={mustBeFilled(required, schema, options)}
      disabled={disabled || readonly}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, invalid, typeof options.help === 'string')}
      onChange={(event) =>
        onChange(
          event.target.value === '' ? emptyValueOf(schema, required, options.emptyValue) : event.target.value,
        )
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      className={inputClasses(invalid)}
    />
  );
}
