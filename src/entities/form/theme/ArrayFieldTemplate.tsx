import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';

/** A list of objects edited in place (PayPal plans): each item a card of its fields, and a button to add one. */
export function ArrayFieldTemplate({
  canAdd,
  disabled,
  readonly,
  fieldPathId,
  items,
  onAddClick,
  title,
  required,
  rawErrors,
}: ArrayFieldTemplateProps) {
  const { t } = useTranslation();
  const errors = [...new Set(rawErrors ?? [])];
  return (
    <fieldset id={fieldPathId.$id} className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {t(title)}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {items.length === 0 && <p className="text-sm text-slate-500">{t('engine.listEmpty')}</p>}
      <ol className="space-y-3">{items}</ol>
      {errors.length > 0 && (
        <p id={`${fieldPathId.$id}__error`} className="text-xs text-red-600">
          {errors.join(' ')}
        </p>
      )}
      {canAdd && (
        <button
          type="button"
          onClick={onAddClick}
          disabled={disabled || readonly}
          aria-describedby={errors.length > 0 ? `${fieldPathId.$id}__error` : undefined}
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 disabled:opacity-50"
        >
          <Icon name="plus" width={16} height={16} />
          {t('engine.addItem')}
        </button>
      )}
    </fieldset>
  );
}
