import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * Every field: its label (a catalogue key, translated here), the control, its help text and its
 * errors, tied together for screen readers. Switches carry their own label beside the toggle.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { t } = useTranslation();
  const { id, label, children, rawErrors, hidden, required, displayLabel, uiSchema, schema } = props;
  const options = getUiOptions(uiSchema);
  if (hidden || options.widget === 'hidden') return <div className="hidden">{children}</div>;
  // A custom field (translations, a row chosen by id…) lays out its own label, help and errors.
  if (uiSchema?.['ui:field'])
    return <div className={options.wide ? 'sm:col-span-2' : undefined}>{children}</div>;
  const help = typeof options.help === 'string' ? t(options.help) : null;
  const errors = [...new Set(rawErrors ?? [])];
  const ownLabel = options.widget === 'switch' || schema.type === 'object' || schema.type === 'array';
  const wide =
    options.widget === 'textarea' ||
    options.widget === 'image' ||
    options.widget === 'mapPoint' ||
    schema.type === 'array';
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      {displayLabel && !ownLabel && label && (
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {t(label)}
          {required && (
            <span className="text-red-600" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      {children}
      {help && errors.length === 0 && (
        <p id={`${id}__help`} className="mt-1 text-xs text-slate-500">
          {help}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}__error`} className="mt-1 text-xs text-red-600">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
