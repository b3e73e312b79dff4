/**
 * The points chart itself: the only module that imports recharts, loaded lazily by PointsChartCard so the
 * library stays out of the entry and of every other page.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Entity } from '../../api';
import { useDocumentDirection } from '../../i18n/useDocumentDirection';
import { axisTicks, dayLabel } from './chartAxis';
import { formatCount } from './format';

/** Given in the brand's colour, redeemed in a contrasting amber (Tailwind's brand-600 and amber-600). */
const COLOURS = { given: '#4f46e5', redeemed: '#d97706' } as const;
const AXIS_TEXT = { fontSize: 12, fill: '#64748b' } as const;

export interface PointsChartProps {
  rows: Entity<'PointsStat'>[];
  /** What the chart shows, in words (its accessible name). */
  summary: string;
}

export function PointsChart({ rows, summary }: PointsChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rtl = useDocumentDirection() === 'rtl';
  const gradientId = useId().replaceAll(':', '');
  const axis = axisTicks(
    rows.map((row) => row.date),
    language,
  );
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const names = { given: t('dashboard.chart.given'), redeemed: t('dashboard.chart.redeemed') };

  return (
    // Clipped: a tooltip left where the mouse was before the window shrank must not widen the page.
    <div role="img" aria-label={summary} className="h-72 w-full min-w-0 overflow-hidden">
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <AreaChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <defs>
            {(['given', 'redeemed'] as const).map((key) => (
              <linearGradient key={key} id={`${gradientId}-${key}`} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={COLOURS[key]} stopOpacity={0.25} />
                <stop offset="100%" stopColor={COLOURS[key]} stopOpacity={0.02} />
              </linearGradient>
            ))}
          </defs>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          {/* Time runs with the reading direction: right to left in RTL, the values' axis on the start side. */}
          <XAxis
            dataKey="date"
            ticks={axis.ticks}
            tickFormatter={axis.format}
            reversed={rtl}
            tick={AXIS_TEXT}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
            minTickGap={16}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            allowDecimals={false}
            tickFormatter={(value: number) => compact.format(value)}
            tick={AXIS_TEXT}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip
            labelFormatter={(label) => (typeof label === 'string' ? dayLabel(label, language) : label)}
            formatter={(value) => (typeof value === 'number' ? formatCount(value, language) : value)}
            itemSorter="dataKey"
            separator=": "
            contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
          />
          {/* Given before redeemed in every language: sorted by data key, not by the translated name. */}
          <Legend wrapperStyle={{ fontSize: 13 }} itemSorter="dataKey" />
          {(['given', 'redeemed'] as const).map((key) => (
            <Area
              key={key}
              type="monotone"
              dataKey={key}
              name={names[key]}
              stroke={COLOURS[key]}
              strokeWidth={2}
              fill={`url(#${gradientId}-${key})`}
              dot={false}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
