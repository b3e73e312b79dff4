import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { floorMoney } from '../../../lib/money';
import { describedBy, inputClasses } from '../theme/inputClasses';
import { useFormContext } from '../useFormContext';

/**
 * An amount of money in the store's currency: typed and shown with the user's decimal separator, rounded down
 * to 2 decimals (spec §5), the currency shown beside it.
 */
export function MoneyWidget({
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
  const { i18n } = useTranslation();
  const { currency } = useFormContext();
  const [text, setText] = useState<string | null>(null);
  const invalid = (rawErrors?.length ?? 0) > 0;
  // A saved amount is written the way the user types one: 4,50 in Spanish, 4.50 in English.
  const shown =
    text ??
    (typeof value === 'number'
      ? new Intl.NumberFormat(i18n.resolvedLanguage, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          useGrouping: false,
        }).format(value)
      : '');
  function parse(raw: string): number | string | undefined | null {
    const normalised = raw.trim().replace(/\s/g, '').replace(',', '.');
    if (normalised === '') return options.emptyValue ?? null;
    const number = Number(normalised);
    // Text that is no number goes to the validator as text, which then says a number is expected.
    return Number.isFinite(number) ? floorMoney(number) : raw;
  }
  const symbol = currency
    ? new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'currency', currency })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value
    : null;
  return (
    <div className="relative">
      <input
        id={id}
        name={id}
        inputMode="decimal"
        value={shown}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, invalid, typeof options.help === 'string')}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parse(event.target.value));
        }}
        onBlur={() => {
          setText(null);
          onBlur(id, value);
        }}
        onFocus={() => onFocus(id, value)}
        className={`${inputClasses(invalid)} ${symbol ? 'pe-12' : ''} tabular-nums`}
      />
      {symbol && (
        <span className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-3 text-sm text-slate-500">
          {symbol}
        </span>
      )}
    </div>
  );
}
