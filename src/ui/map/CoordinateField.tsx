import { useState } from 'react';
import { TextField } from '../TextField';

export interface CoordinateFieldProps {
  id: string;
  label: string;
  /** The number the field stands for; null while the map has no point. */
  value: number | null;
  min: number;
  max: number;
  integer?: boolean;
  disabled?: boolean;
  /** Shown while the text is not a number in range. */
  rangeError: string;
  onValue(value: number): void;
}

function format(value: number | null): string {
  return value === null ? '' : String(value);
}

function parse(text: string, { min, max, integer }: Pick<CoordinateFieldProps, 'min' | 'max' | 'integer'>) {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) return null;
  if (integer && !Number.isInteger(value)) return null;
  return value;
}

/**
 * A number field for one part of the map's point. It keeps the user's text while they type ('-', '40.')
 * and reports only numbers in range, so the marker never jumps to half a number; when the map moves the
 * point, the field shows the new number.
 */
export function CoordinateField({
  id,
  label,
  value,
  min,
  max,
  integer = false,
  disabled = false,
  rangeError,
  onValue,
}: CoordinateFieldProps) {
  const [draft, setDraft] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // Adjusting state while rendering (React's pattern for props that change) avoids a stale frame.
    setShown(value);
    if (parse(draft, { min, max, integer }) !== value) setDraft(format(value));
  }
  const invalid = draft.trim() === '' ? value !== null : parse(draft, { min, max, integer }) === null;
  return (
    <TextField
      id={id}
      label={label}
      type="number"
      min={min}
      max={max}
      step={integer ? 1 : 'any'}
      inputMode={integer ? 'numeric' : undefined}
      dir="ltr"
      disabled={disabled}
      value={draft}
      error={invalid ? rangeError : undefined}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = parse(event.target.value, { min, max, integer });
        if (next !== null && next !== value) onValue(next);
      }}
      onBlur={() => setDraft(format(value))}
    />
  );
}
