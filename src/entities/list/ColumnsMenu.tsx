import { PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PopoverOnDemand } from '../../ui/PopoverOnDemand';
import type { ResolvedColumn } from '../resource';

export interface ColumnsMenuProps {
  columns: ResolvedColumn[];
  visibility: Record<string, boolean>;
  onToggle: (field: string) => void;
}

/** Which columns the table shows; the user's choice is remembered per list. */
export function ColumnsMenu({ columns, visibility, onToggle }: ColumnsMenuProps) {
  const { t } = useTranslation();
  return (
    <PopoverOnDemand
      className="relative"
      buttonClassName={buttonClasses('secondary')}
      face={
        <>
          <Icon name="columns" width={18} height={18} />
          <span className="hidden sm:inline">{t('engine.columns')}</span>
          <span className="sr-only sm:hidden">{t('engine.columns')}</span>
        </>
      }
      panel={() => (
        // Beside its button, not in a portal: a portalled panel brings Headless UI's focus sentinels,
        // focusable and hidden from assistive technology at once (axe: aria-hidden-focus). It opens
        // towards the inline end, where the toolbar has room on a phone too.
        <PopoverPanel className="absolute start-0 z-30 mt-2 max-h-[300px] w-60 overflow-y-auto rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <fieldset>
            <legend className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t('engine.columns')}
            </legend>
            {columns.map((column) => (
              <label
                key={column.field}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  checked={visibility[column.field] ?? true}
                  onChange={() => onToggle(column.field)}
                  className="size-4 rounded border-field text-brand-600"
                />
                {t(column.label)}
              </label>
            ))}
          </fieldset>
        </PopoverPanel>
      )}
    />
  );
}
