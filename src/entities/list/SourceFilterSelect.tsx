import { useTranslation } from 'react-i18next';
import type { OptionsSource } from '../descriptor';
import { useOptions } from '../form/widgets/useOptions';

export interface SourceFilterSelectProps {
  id: string;
  source: OptionsSource;
  /** Catalogue key of the choice that filters nothing. */
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
}

/** A filter whose choices are another operation's rows (a city, a branch), by their ids. */
export function SourceFilterSelect({
  id,
  source,
  allLabel,
  value,
  onChange,
  className,
}: SourceFilterSelectProps) {
  const { t } = useTranslation();
  const { options, isPending } = useOptions(source);
  return (
    <select
      id={id}
      value={value}
      disabled={isPending}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      <option value="">{isPending ? t('engine.options.loading') : t(allLabel)}</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
