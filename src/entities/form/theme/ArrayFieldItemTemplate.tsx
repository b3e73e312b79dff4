import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';

/** One item of a list being edited: its fields, and a button that removes it (named with its position). */
export function ArrayFieldItemTemplate({
  children,
  buttonsProps,
  index,
  disabled,
  readonly,
}: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="mb-2 flex items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t('engine.itemNumber', { number: index + 1 })}
        </span>
        {buttonsProps.hasRemove && (
          <button
            type="button"
            onClick={buttonsProps.onRemoveItem}
            disabled={disabled || readonly}
            aria-label={t('engine.removeItem', { number: index + 1 })}
            title={t('engine.removeItem', { number: index + 1 })}
            className="inline-flex size-8 items-center justify-center rounded-lg text-red-600 hover:bg-red-50 disabled:opacity-50"
          >
            <Icon name="trash" width={16} height={16} />
          </button>
        )}
      </div>
      {children}
    </li>
  );
}
