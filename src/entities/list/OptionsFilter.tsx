import { useTranslation } from 'react-i18next';
import type { OptionsSource } from '../descriptor';
import { inputClasses } from '../form/theme/inputClasses';
import { useOptions } from '../form/widgets/useOptions';

export interface OptionsFilterProps {
  id: string;
  source: OptionsSource;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A filter chosen among another operation's rows (a branch among the store's locations). The choices
 * are the same query as a form's options select, so a page that shows both asks once.
 */
export function OptionsFilter({ id, source, value, onChange }: OptionsFilterProps) {
  const { t } = useTranslation();
  const { options, isPending, isError } = useOptions(source);
  return (
    <>
      <select
        id={id}
        value={value}
        disabled={isPending}
        aria-invalid={isError || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses(false)}
      >
        <option value="">{isPending ? t('engine.options.loading') : t('engine.filterAll')}</option>
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
