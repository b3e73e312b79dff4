import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, parseLocaleNumber } from '../../../lib/localeNumber';
import { floorMoney } from '../../../lib/money';
import { describedBy, inputClasses } from '../theme/inputClasses';
import { useFormContext } from '../useFormContext';

type NumberKind = 'number' | 'points' | 'money';

function isInteger(schema: WidgetProps['schema'], kind: NumberKind): boolean {
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  return kind === 'points' || type.includes('integer');
}

/** Whether the field takes negative numbers, so a phone's keyboard must offer the minus sign. */
function allowsNegative(schema: WidgetProps['schema']): boolean {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : schema.exclusiveMinimum;
  return typeof minimum !== 'number' || minimum < 0;
}

/**
 * A number typed and shown in the user's language ('37,884' in Spanish, '37.884' in English); money
 * is rounded down to 2 decimals (spec §5) with its currency beside it. The text stays as typed while
 * it is edited; what cannot be read goes to the validator as text, which then says a number is
 * expected, so nothing typed is ever dropped silently.
 */
function NumberInput({
  kind,
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
}: WidgetProps & { kind: NumberKind }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const { currency } = useFormContext();
  const integer = isInteger(schema, kind);
  const format = (number: number) => formatLocaleNumber(number, language, kind === 'money' ? 2 : undefined);
  // The text being typed, and the value it stood for: a value changed from outside (a package chosen
  // fills its price) replaces the text.
  const [draft, setDraft] = useState<{ text: string; value: unknown } | null>(null);
  const editing = draft !== null && draft.value === value;
  const shown = editing
    ? draft.text
    : typeof value === 'number'
      ? format(value)
      : typeof value === 'string'
        ? value
        : '';
  const invalid = (rawErrors?.length ?? 0) > 0;

  function read(text: string): unknown {
    const number = parseLocaleNumber(text, language, integer);
    if (number === undefined) return options.emptyValue ?? undefined;
    if (number === null) return text;
    return kind === 'money' ? floorMoney(number) : number;
  }

  const symbol =
    kind === 'money' && currency
      ? new Intl.NumberFormat(language, { style: 'currency', currency })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value
      : null;
  return (
    <div className="relative">
      <input
        id={id}
        name={id}
        type="text"
        inputMode={allowsNegative(schema) ? 'text' : integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        dir="ltr"
        value={shown}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, invalid, typeof options.help === 'string')}
        onChange={(event) => {
          const next = read(event.target.value);
          setDraft({ text: event.target.value, value: next });
          onChange(next);
        }}
        onBlur={() => {
          // A number read is written back the language's way ('4,5' becomes '4,50' for money).
          if (typeof value === 'number') setDraft(null);
          onBlur(id, value);
        }}
        onFocus={() => onFocus(id, value)}
        className={`${inputClasses(invalid)} ${symbol ? 'pe-12' : ''} text-start tabular-nums`}
      />
      {symbol && (
        <span className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-3 text-sm text-slate-500">
          {symbol}
        </span>
      )}
    </div>
  );
}

export function NumberWidget(props: WidgetProps) {
  return <NumberInput {...props} kind="number" />;
}

export function PointsWidget(props: WidgetProps) {
  return <NumberInput {...props} kind="points" />;
}

export function MoneyWidget(props: WidgetProps) {
  return <NumberInput {...props} kind="money" />;
}
