import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../data/values';
import { OptionsSelect } from '../form/widgets/OptionsSelect';
import type { ResolvedFilter } from '../resource';

/** The choices above a list (a city), each narrowing what the list's operation answers. */
export function ListFilters({
  filters,
  values,
  onChange,
}: {
  filters: ResolvedFilter[];
  values: Row;
  onChange: (field: string, value: string | number | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {filters.map((filter) => {
        const value = values[filter.field];
        return (
          <div key={filter.field} className="w-full sm:w-64">
            <label
              htmlFor={`${id}-${filter.field}`}
              className="mb-1 block text-sm font-medium text-slate-700"
            >
              {t(filter.label)}
            </label>
            <OptionsSelect
              id={`${id}-${filter.field}`}
              source={filter.source}
              value={typeof value === 'string' || typeof value === 'number' ? value : null}
              onChange={(next) => onChange(filter.field, next)}
              emptyLabel={filter.allLabel}
              required={false}
              disabled={false}
              invalid={false}
              hasHelp={false}
            />
          </div>
        );
      })}
    </div>
  );
}
