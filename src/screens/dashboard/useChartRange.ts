import { useSearchParams } from 'react-router-dom';
import {
  type Day,
  type DayRange,
  DEFAULT_RANGE_LENGTH,
  dayIn,
  isDay,
  isRangeLength,
  type RangeLength,
  rangeEndingOn,
} from './pointsRange';

const END_PARAM = 'end';
const LENGTH_PARAM = 'days';

export interface ChartRange {
  /** Null until the store's time zone is known: 'today' is the store's, not the browser's. */
  range: DayRange | null;
  today: Day | null;
  length: RangeLength;
  /** The end date was chosen (it is not today's default). */
  endChosen: boolean;
  setEnd: (end: Day | null) => void;
  setLength: (length: RangeLength) => void;
}

/**
 * The chart's range, kept in the address (`?end=YYYY-MM-DD&days=30`) so a reload or a shared link shows
 * the same days. Without an end date it ends today in the store's time zone (spec §9).
 */
export function useChartRange(timeZone: string | undefined): ChartRange {
  const [params, setParams] = useSearchParams();
  const today = timeZone ? dayIn(timeZone, new Date()) : null;
  const endParam = params.get(END_PARAM);
  const chosenEnd = endParam !== null && isDay(endParam) ? endParam : null;
  const lengthParam = Number(params.get(LENGTH_PARAM));
  const length = isRangeLength(lengthParam) ? lengthParam : DEFAULT_RANGE_LENGTH;
  const end = chosenEnd ?? today;

  function update(name: string, value: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

  return {
    range: end ? rangeEndingOn(end, length) : null,
    today,
    length,
    endChosen: chosenEnd !== null && chosenEnd !== today,
    setEnd: (value) => update(END_PARAM, value),
    setLength: (value) => update(LENGTH_PARAM, value === DEFAULT_RANGE_LENGTH ? null : String(value)),
  };
}
