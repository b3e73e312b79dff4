import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { describedBy, inputClasses } from '../theme/inputClasses';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour: the browser's colour picker as a swatch, beside its hex code for typing or pasting one
 * (the field's label names the code's box). A native colour input styled as a text box was a grey bar.
 */
export function ColorWidget({
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
}: WidgetProps) {
  const { t } = useTranslation();
  const invalid = (rawErrors?.length ?? 0) > 0;
  const text = typeof value === 'string' ? value : '';
  const locked = disabled || readonly;
  return (
    <div className="flex items-center gap-2">
      <input
        type="color"
        value={HEX.test(text) ? text.toLowerCase() : '#000000'}
        disabled={locked}
        aria-label={t('engine.color.pick')}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-14 shrink-0 cursor-pointer rounded-lg border-0 bg-white p-1 shadow-sm ring-1 ring-inset ring-field disabled:cursor-not-allowed"
      />
      <input
        id={id}
        name={id}
        type="text"
        value={text}
        required={required}
        disabled={locked}
        maxLength={7}
        spellCheck={false}
        placeholder="#000000"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, invalid, typeof options.help === 'string')}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={({ target }) => onBlur(id, target.value)}
        onFocus={({ target }) => onFocus(id, target.value)}
        className={`${inputClasses(invalid)} max-w-36 font-mono`}
      />
    </div>
  );
}
