import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { inputClasses } from '../form/theme/inputClasses';
import type { ResolvedFilter } from '../resource';
import { OptionsFilter } from './OptionsFilter';

export interface ListFiltersProps {
  filters: ResolvedFilter[];
  values: Record<string, string>;
  onChange: (field: string, value: string) => void;
  onClear: () => void;
}

/** A typed filter applies when the user leaves it or presses Enter, not at every keystroke. */
function TypedFilter({
  id,
  filter,
  value,
  onChange,
}: {
  id: string;
  filter: ResolvedFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  // A back/forward navigation changes the value under the input: show it.
  useEffect(() => setText(value), [value]);
  return (
    <input
      id={id}
      type={filter.kind === 'number' ? 'number' : 'text'}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => onChange(text.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim());
      }}
      className={inputClasses(false)}
    />
  );
}

/**
 * The descriptor's filters above a list: a choice for an enum or a yes/no field, a choice among another
 * operation's rows for a field with a source, a day for a date, an input otherwise. Each names a field
 * of the list operation's request; the view keeps them in the URL (under the list's prefix).
 */
export function ListFilters({ filters, values, onChange, onClear }: ListFiltersProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const active = filters.some((filter) => (values[filter.field] ?? '') !== '');
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t('engine.filters')}</legend>
      {filters.map((filter) => {
        const id = `${baseId}-${filter.field}`;
        const value = values[filter.field] ?? '';
        return (
          // Days sit two to a row on a phone: a range's two ends side by side.
          <div
            key={filter.field}
            className={filter.kind === 'date' ? 'w-[calc(50%-0.375rem)] sm:w-44' : 'w-full sm:w-48'}
          >
            <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
              {t(filter.label)}
            </label>
            {filter.kind === 'enum' || filter.kind === 'boolean' ? (
              <select
                id={id}
                value={value}
                onChange={(event) => onChange(filter.field, event.target.value)}
                className={inputClasses(false)}
              >
                <option value="">{t('engine.filterAll')}</option>
                {filter.kind === 'boolean' ? (
                  <>
                    <option value="true">{t('engine.yes')}</option>
                    <option value="false">{t('engine.no')}</option>
                  </>
                ) : (
                  Object.entries(filter.values ?? {}).map(([option, label]) => (
                    <option key={option} value={option}>
                      {t(label)}
                    </option>
                  ))
                )}
              </select>
            ) : filter.kind === 'options' && filter.source ? (
              <OptionsFilter
                id={id}
                source={filter.source}
                value={value}
                onChange={(next) => onChange(filter.field, next)}
              />
            ) : filter.kind === 'date' ? (
              <input
                id={id}
                type="date"
                value={value}
                onChange={(event) => onChange(filter.field, event.target.value)}
                className={inputClasses(false)}
              />
            ) : (
              <TypedFilter
                id={id}
                filter={filter}
                value={value}
                onChange={(next) => onChange(filter.field, next)}
              />
            )}
          </div>
        );
      })}
      {active && (
        <button type="button" className={buttonClasses('ghost')} onClick={onClear}>
          <Icon name="close" width={16} height={16} />
          {t('engine.clearFilters')}
        </button>
      )}
    </fieldset>
  );
}
