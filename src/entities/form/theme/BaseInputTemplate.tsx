import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyValueOf, mustBeFilled } from '../emptyValue';
import { describedBy, inputClasses } from './inputClasses';

/** Phone numbers, emails and addresses are typed left to right even on a right-to-left page. */
function leftToRight(type: string | undefined, options: BaseInputTemplateProps['options']): boolean {
  return type === 'email' || type === 'url' || options.patternMessage === 'validation.patterns.Phone';
}

/** Text, email, number, password, date, time and URL inputs. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { t } = useTranslation();
  const {
    id,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    options,
    schema,
    type,
    rawErrors,
    placeholder,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const change =
    onChangeOverride ??
    (({ target }: ChangeEvent<HTMLInputElement>) =>
      onChange(target.value === '' ? emptyValueOf(schema, required, options.emptyValue) : target.value));
  return (
    <input
      id={id}
      name={id}
      {...inputProps}
      value={value ?? ''}
      dir={leftToRight(type, options) ? 'ltr' : undefined}
      required={mustBeFilled(required, schema, options)}
      disabled={disabled || readonly}
      // biome-ignore lint/a11y/noAutofocus: the first field of a modal form takes the focus
      autoFocus={autofocus}
      placeholder={placeholder ? t(placeholder) : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={
        [
          describedBy(id, invalid, typeof options.help === 'string'),
          // A widget's own note under the input (a time's zone).
          typeof options.describedBy === 'string' ? options.describedBy : undefined,
        ]
          .filter(Boolean)
          .join(' ') || undefined
      }
      onChange={change}
      onBlur={({ target }) => onBlur(id, target.value)}
      onFocus={({ target }) => onFocus(id, target.value)}
      className={inputClasses(invalid)}
    />
  );
}
