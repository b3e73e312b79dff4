import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import type { ResolvedFilter } from '../resource';
import { filterOptions } from './filterOptions';
import { SourceFilterSelect } from './SourceFilterSelect';
import { TextFilterInput } from './TextFilterInput';

export interface ListFiltersProps {
  filters: ResolvedFilter[];
  values: Record<string, string>;
  onChange: (field: string, value: string) => void;
  onClear: () => void;
}

const CONTROL =
  'block w-full rounded-lg border-0 py-1.5 ps-3 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-field focus:ring-2 focus:ring-inset focus:ring-brand-600';

/**
 * The controls that narrow a list (a status, a date range, a person's email), each with its visible label; a change
 * applies at once and goes back to the first page. "Clear filters" shows while any is set.
 */
export function ListFilters({ filters, values, onChange, onClear }: ListFiltersProps) {
  const { t, i18n } = useTranslation();
  const idPrefix = useId();
  const active = filters.some((filter) => (values[filter.field] ?? '') !== '');
  return (
    // On a phone a select takes the row and two dates share one; wider, all sit in one row.
    <fieldset className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <legend className="sr-only">{t('engine.filters.title')}</legend>
      {filters.map((filter) => {
        const value = values[filter.field] ?? '';
        const id = `${idPrefix}-${filter.field}`;
        return (
          <div
            key={filter.field}
            className={`min-w-0 sm:min-w-40 ${filter.widget === 'select' ? 'col-span-2' : ''}`}
          >
            <label htmlFor={id} className="text-xs font-medium text-slate-600">
              {t(filter.label)}
            </label>
            {filter.source ? (
              <SourceFilterSelect
                id={id}
                source={filter.source}
                allLabel={filter.allLabel ?? 'engine.filters.all'}
                value={value}
                onChange={(next) => onChange(filter.field, next)}
                className={`${CONTROL} mt-1 pe-8`}
              />
            ) : filter.widget === 'select' ? (
              <select
                id={id}
                value={value}
                onChange={(event) => onChange(filter.field, event.target.value)}
                className={`${CONTROL} mt-1 pe-8`}
              >
                <option value="">{t(filter.allLabel ?? 'engine.filters.all')}</option>
                {filterOptions(filter, t, i18n.language).map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(option.label)}
                  </option>
                ))}
              </select>
            ) : filter.widget === 'text' ? (
              <TextFilterInput
                id={id}
                value={value}
                onChange={(next) => onChange(filter.field, next)}
                className={`${CONTROL} mt-1 pe-3`}
              />
            ) : (
              <input
                id={id}
                type="date"
                value={value}
                onChange={(event) => onChange(filter.field, event.target.value)}
                className={`${CONTROL} mt-1 pe-3`}
              />
            )}
          </div>
        );
      })}
      {active && (
        <button
          type="button"
          onClick={onClear}
          className="col-span-2 inline-flex items-center gap-1 justify-self-start rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon name="close" width={16} height={16} />
          {t('engine.filters.clear')}
        </button>
      )}
    </fieldset>
  );
}
