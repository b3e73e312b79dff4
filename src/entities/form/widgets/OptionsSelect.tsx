import { useTranslation } from 'react-i18next';
import type { OptionsSource } from '../../descriptor';
import { describedBy, inputClasses } from '../theme/inputClasses';
import { type Option, useOptions } from './useOptions';

export interface OptionsSelectProps {
  id: string;
  source: OptionsSource | null;
  value: string | number | null;
  /** Told of the choice, with the option chosen (null for the empty choice). */
  onChange: (value: string | number | null, option: Option | null) => void;
  /** Catalogue key of the empty choice; without it a choice is required. */
  emptyLabel: string | null;
  required: boolean;
  disabled: boolean;
  invalid: boolean;
  hasHelp: boolean;
}

/** A native select over another operation's rows: keyboard and screen readers work as everywhere else. */
export function OptionsSelect({
  id,
  source,
  value,
  onChange,
  emptyLabel,
  required,
  disabled,
  invalid,
  hasHelp,
}: OptionsSelectProps) {
  const { t } = useTranslation();
  const { options, isPending, isError } = useOptions(source, value);
  const current = value === null || value === undefined ? '' : String(value);
  return (
    <>
      <select
        id={id}
        name={id}
        value={current}
        required={required}
        disabled={disabled || isPending}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, invalid, hasHelp)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          onChange(chosen ? chosen.value : null, chosen ?? null);
        }}
        className={inputClasses(invalid)}
      >
        {isPending ? (
          <option value={current}>{t('engine.options.loading')}</option>
        ) : (
          <option value="">{emptyLabel ? t(emptyLabel) : t('engine.options.choose')}</option>
        )}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {isError && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {t('engine.options.failed')}
        </p>
      )}
    </>
  );
}
