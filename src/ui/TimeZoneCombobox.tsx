import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { matchesTimeZone, supportedTimeZones, timeZoneOptions, withZone } from './timeZones';

export interface TimeZoneComboboxProps {
  /** An IANA zone, or '' when none is chosen yet. */
  value: string;
  onChange(zone: string): void;
  id?: string;
  label: string;
  error?: string | undefined;
  /** Marks the label as a required field's (the mark is not read aloud; the form says what is missing). */
  required?: boolean;
  disabled?: boolean;
}

/**
 * A searchable list of every IANA time zone the browser knows, each with its UTC offset now. The list
 * opens under the field (out of any scrolling modal) and is at most 300 px high (spec §9).
 */
export function TimeZoneCombobox({
  value,
  onChange,
  id,
  label,
  error,
  required = false,
  disabled = false,
}: TimeZoneComboboxProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [query, setQuery] = useState('');
  // Offsets are worked out once per mount: a day's daylight-saving change does not matter to a form.
  const [now] = useState(() => new Date());
  const every = useMemo(() => timeZoneOptions(supportedTimeZones(), now), [now]);
  const options = useMemo(() => withZone(every, value, now), [every, value, now]);
  const shown = useMemo(
    () => (query.trim() === '' ? options : options.filter((option) => matchesTimeZone(option, query))),
    [options, query],
  );

  return (
    <Field disabled={disabled}>
      <Combobox
        value={value}
        invalid={Boolean(error)}
        onChange={(zone: string | null) => {
          if (zone) onChange(zone);
        }}
        onClose={() => setQuery('')}
      >
        <Label className="mb-1 block text-sm font-medium text-slate-700">
          {label}
          {required && (
            <span className="text-red-600" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </Label>
        <div className="relative">
          <ComboboxInput
            id={inputId}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('cityMap.timeZone.placeholder')}
            displayValue={(zone: string | null) => zone ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            aria-invalid={error ? true : undefined}
            className={`block w-full rounded-lg border-0 bg-white py-2 ps-3 pe-10 text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-inset sm:text-sm ${
              error ? 'ring-red-400 focus:ring-red-500' : 'ring-field focus:ring-brand-600'
            }`}
          />
          <ComboboxButton
            aria-label={t('cityMap.timeZone.showAll')}
            className="absolute inset-y-0 end-0 flex items-center rounded-e-lg px-2.5 text-slate-500 hover:text-slate-700"
          >
            <Icon name="chevronDown" />
          </ComboboxButton>
        </div>
        {shown.length > 0 && (
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 w-(--input-width) overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200 [--anchor-gap:4px] [--anchor-max-height:300px] focus:outline-none"
          >
            {shown.map((option) => (
              <ComboboxOption
                key={option.zone}
                value={option.zone}
                className="flex cursor-default items-center justify-between gap-3 px-3 py-2 text-sm text-slate-800 select-none data-focus:bg-brand-50 data-focus:text-brand-800 data-selected:font-semibold"
              >
                <span className="truncate">{option.zone}</span>
                {/* Offsets read left to right ('UTC+05:30') in every language. */}
                <span dir="ltr" className="shrink-0 text-xs text-slate-500 tabular-nums">
                  {option.offset}
                </span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </Combobox>
      {shown.length === 0 && (
        <p role="status" className="mt-1 text-xs text-slate-500">
          {t('cityMap.timeZone.noResults')}
        </p>
      )}
      {/* A Description, not aria-describedby: Headless UI wires the input to the Field's descriptions. */}
      {error && <Description className="mt-1 text-xs text-red-600">{error}</Description>}
    </Field>
  );
}
