import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { TimeZoneCombobox } from '../../../ui/TimeZoneCombobox';

/** An IANA time zone chosen from a searchable list (a city's zone); it lays out its own label and error. */
export function TimeZoneWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  onChange,
  rawErrors,
}: WidgetProps) {
  const { t } = useTranslation();
  const errors = [...new Set(rawErrors ?? [])];
  return (
    <TimeZoneCombobox
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(zone) => onChange(zone)}
      label={t(label)}
      required={Boolean(required)}
      disabled={Boolean(disabled || readonly)}
      error={errors.length > 0 ? errors.join(' ') : undefined}
    />
  );
}
