import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { type Day, isDay, isRangeLength, RANGE_LENGTHS, type RangeLength } from './pointsRange';

export interface RangeControlsProps {
  endDate: Day;
  today: Day;
  length: RangeLength;
  /** The end date differs from today, so going back to today is offered. */
  endChosen: boolean;
  onEndChange: (end: Day | null) => void;
  onLengthChange: (length: RangeLength) => void;
}

/** The chart's end date and how many days before it the chart covers. */
export function RangeControls({
  endDate,
  today,
  length,
  endChosen,
  onEndChange,
  onLengthChange,
}: RangeControlsProps) {
  const { t } = useTranslation();
  // What the user is typing: a date input holds '' while a part of the date is missing, and that must
  // neither be sent nor snap back to the last full date under the user's fingers.
  const [draft, setDraft] = useState(endDate);
  useEffect(() => setDraft(endDate), [endDate]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        type="date"
        label={t('dashboard.chart.endDate')}
        value={draft}
        max={today}
        required
        onChange={(event) => {
          const value = event.target.value;
          setDraft(value);
          if (isDay(value)) onEndChange(value);
        }}
        className="w-full min-[420px]:w-44"
      />
      <SelectField
        label={t('dashboard.chart.length')}
        value={String(length)}
        options={RANGE_LENGTHS.map((days) => ({
          value: String(days),
          label: t('dashboard.chart.days', { count: days }),
        }))}
        onChange={(event) => {
          const days = Number(event.target.value);
          if (isRangeLength(days)) onLengthChange(days);
        }}
        className="w-full min-[420px]:w-36"
      />
      {endChosen && (
        <Button variant="ghost" onClick={() => onEndChange(null)}>
          {t('dashboard.chart.backToToday')}
        </Button>
      )}
    </div>
  );
}
