import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
} from '@headlessui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import type { Row } from '../../data/values';
import { inputClasses } from '../theme/inputClasses';
import { useCustomerSearch } from './useCustomerSearch';

function fullName(customer: Row | null): string {
  if (!customer) return '';
  return [customer.first_name, customer.last_name]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');
}

/**
 * A customer chosen at the counter (the page's give-points and give-reward actions): type a name,
 * email, phone or the QR code and pick from the matches — each with its code and balance — by mouse
 * or keyboard (arrows, Enter, Escape). The field's value is the customer's id.
 */
export function CustomerWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  onChange,
  rawErrors,
  options,
}: WidgetProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Row | null>(null);
  const { customers, waiting, failed, settled } = useCustomerSearch(text);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const selected = chosen && chosen.id === value ? chosen : null;
  // Headless UI's input takes its description from a Description of its Field only, so this widget
  // shows its own help and errors (the field template leaves them to it).
  const errors = [...new Set(rawErrors ?? [])];
  const help = typeof options.help === 'string' ? t(options.help) : null;
  const optionText = (customer: Row) =>
    t('engine.customer.option', { code: customer.code, points: customer.points });

  return (
    <Field>
      <Combobox<Row | null>
        value={selected}
        onChange={(customer) => {
          setChosen(customer);
          onChange(customer ? customer.id : undefined);
        }}
        onClose={() => setText('')}
        disabled={Boolean(disabled || readonly)}
      >
        <div className="relative">
          <Icon
            name="search"
            width={18}
            height={18}
            className="pointer-events-none absolute inset-y-0 start-3 my-auto text-slate-400"
          />
          <ComboboxInput<Row | null>
            id={id}
            name={id}
            autoComplete="off"
            required={required}
            placeholder={t('engine.customer.placeholder')}
            aria-invalid={invalid || undefined}
            displayValue={fullName}
            onChange={(event) => {
              setText(event.target.value);
              // Typing over a chosen customer unchooses them: what is sent is what is shown.
              if (selected) {
                setChosen(null);
                onChange(undefined);
              }
            }}
            className={`${inputClasses(invalid)} ps-10`}
          />
        </div>
        {text.trim() !== '' && (
          <ComboboxOptions
            anchor="bottom start"
            className="z-[60] mt-1 max-h-[300px] [--anchor-max-height:300px] w-[var(--input-width)] overflow-y-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 empty:invisible focus:outline-none"
          >
            {customers.map((customer) => (
              <ComboboxOption
                key={String(customer.id)}
                value={customer}
                className="flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm data-focus:bg-brand-50"
              >
                <span className="font-medium text-slate-900">{fullName(customer)}</span>
                <span className="text-xs text-slate-600 tabular-nums">{optionText(customer)}</span>
              </ComboboxOption>
            ))}
            {customers.length === 0 && (
              <div role="status" className="px-3 py-2 text-sm text-slate-600">
                {waiting || settled !== text.trim()
                  ? t('engine.customer.searching')
                  : failed
                    ? t('engine.options.failed')
                    : t('engine.customer.noResults')}
              </div>
            )}
          </ComboboxOptions>
        )}
      </Combobox>
      {selected && (
        <p className="mt-1 text-xs text-slate-600 tabular-nums" aria-live="polite">
          {optionText(selected)}
        </p>
      )}
      {errors.length > 0 ? (
        <Description className="mt-1 text-xs text-red-600">{errors.join(' ')}</Description>
      ) : (
        help && <Description className="mt-1 text-xs text-slate-500">{help}</Description>
      )}
    </Field>
  );
}
