import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { mustBeFilled } from '../emptyValue';

const SELF_LABELLED_WIDGETS = new Set(['timeZone', 'mapPoint']);
/** Widgets that show their own help and errors (Headless UI ties them to its input itself). */
const SELF_DESCRIBED_WIDGETS = new Set(['customer']);

/**
 * The names a top-level field's container answers to: its own and those of the fields its widget
 * fills (a map point's latitude and longitude), so a form can find where an error is shown.
 */
function dataFields(props: FieldTemplateProps, represents: unknown): string | undefined {
  const path = props.fieldPathId.path;
  if (path.length !== 1) return undefined;
  return [String(path[0]), ...(Array.isArray(represents) ? represents.map(String) : [])].join(' ');
}

/**
 * Every field: its label (a catalogue key, translated here), the control, its help text and its
 * errors, tied together for screen readers. Switches carry their own label beside the toggle.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { t } = useTranslation();
  const { id, label, children, rawErrors, hidden, displayLabel, uiSchema, schema } = props;
  const options = getUiOptions(uiSchema);
  const fieldNames = dataFields(props, options.represents);
  const required = mustBeFilled(props.required, schema, options);
  if (hidden || options.widget === 'hidden') return <div className="hidden">{children}</div>;
  // A custom field (translations, a row chosen by id…) lays out its own label, help and errors.
  if (uiSchema?.['ui:field'])
    return (
      <div
        data-fields={fieldNames}
        className={options.wide || schema.type === 'array' ? 'sm:col-span-2' : undefined}
      >
        {children}
      </div>
    );
  // So do widgets built on a ui piece with its own label (the time-zone combobox, the map point).
  if (typeof options.widget === 'string' && SELF_LABELLED_WIDGETS.has(options.widget))
    return (
      <div data-fields={fieldNames} className={options.widget === 'mapPoint' ? 'sm:col-span-2' : undefined}>
        {children}
      </div>
    );
  const selfDescribed = typeof options.widget === 'string' && SELF_DESCRIBED_WIDGETS.has(options.widget);
  const help = typeof options.help === 'string' && !selfDescribed ? t(options.help) : null;
  const errors = selfDescribed ? [] : [...new Set(rawErrors ?? [])];
  const ownLabel = options.widget === 'switch' || schema.type === 'object' || schema.type === 'array';
  const wide =
    options.widget === 'textarea' ||
    options.widget === 'image' ||
    options.widget === 'mapPoint' ||
    options.widget === 'customer' ||
    schema.type === 'array';
  return (
    <div data-fields={fieldNames} className={wide ? 'sm:col-span-2' : undefined}>
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
