import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intlFormats';
import { browserTimeZone, instantOf } from '../../../lib/zonedTime';
import { utcOffset } from '../../../ui/timeZones';
import { BaseInputTemplate } from '../theme/BaseInputTemplate';
import { useFormContext } from '../useFormContext';

/** A zone as people recognise it: its name and its offset now ('Europe/Madrid, UTC+01:00'). */
function zoneLabel(zone: string): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const offset = utcOffset(zone, new Date());
  return offset ? `${zone}, ${offset}` : zone;
}

/**
 * A time of day. Where it makes a moment with a date in a zone (a notification is sent at its time in
 * the store's zone), it says which zone it means; where the user's browser is in another, the user
 * types their own clock's time and it says what that is in the zone (the form sends that).
 */
export function TimeWidget(props: WidgetProps) {
  const { t, i18n } = useTranslation();
  const { zones, data } = useFormContext();
  const zone = zones[props.name];
  if (!zone) return <BaseInputTemplate {...props} type="time" />;
  const noteId = `${props.id}__zone`;
  const browser = browserTimeZone();
  const dateField = typeof props.options.date === 'string' ? props.options.date : null;
  const date = dateField ? data[dateField] : undefined;
  const instant =
    typeof date === 'string' && typeof props.value === 'string'
      ? instantOf({ date, time: props.value }, browser)
      : null;
  const note =
    browser === zone
      ? t('engine.zone.same', { zone: zoneLabel(zone) })
      : instant === null
        ? t('engine.zone.local', { browser: zoneLabel(browser), zone: zoneLabel(zone) })
        : t('engine.zone.converted', {
            browser: zoneLabel(browser),
            zone: zoneLabel(zone),
            moment: dateTimeFormat(i18n.resolvedLanguage ?? 'es', {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: zone,
            }).format(instant),
          });
  return (
    <>
      <BaseInputTemplate {...props} type="time" options={{ ...props.options, describedBy: noteId }} />
      <p id={noteId} className="mt-1 text-xs text-slate-600">
        {note}
      </p>
    </>
  );
}
