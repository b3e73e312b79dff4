import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, parseLocaleNumber } from '../../lib/localeNumber';
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
  /** Shown while the text is a number out of range. */
  rangeError: string;
  /** Shown while the text is no number in the user's language ('37.884' in Spanish could be two). */
  unreadableError: string;
  onValue(value: number): void;
}

type Limits = Pick<CoordinateFieldProps, 'min' | 'max' | 'integer'>;

/** The number typed, in the user's language ('37,884' in Spanish), when it is one in range. */
function parse(text: string, language: string, { min, max, integer = false }: Limits): number | null {
  const value = parseLocaleNumber(text, language, integer);
  if (value === null || value === undefined || value < min || value > max) return null;
  return value;
}

/**
 * A number field for one part of the map's point, written in the user's language ('37,884' in Spanish).
 * It keeps the user's text while they type ('-', '40,') and reports only numbers in range, so the marker
 * never jumps to half a number, and says so while the text is not one; when the map moves the point,
 * the field shows the new number.
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
  unreadableError,
  onValue,
}: CoordinateFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const limits = { min, max, integer };
  const format = (number: number | null) => (number === null ? '' : formatLocaleNumber(number, language));
  const [draft, setDraft] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // Adjusting state while rendering (React's pattern for props that change) avoids a stale frame.
    setShown(value);
    if (parse(draft, language, limits) !== value) setDraft(format(value));
  }
  const error =
    draft.trim() === ''
      ? value === null
        ? undefined
        : rangeError
      : parseLocaleNumber(draft, language, integer) === null
        ? unreadableError
        : parse(draft, language, limits) === null
          ? rangeError
          : undefined;
  return (
    <TextField
      id={id}
      label={label}
      type="text"
      autoComplete="off"
      inputMode={integer ? 'numeric' : 'text'}
      dir="ltr"
      disabled={disabled}
      value={draft}
      error={error}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = parse(event.target.value, language, limits);
        if (next !== null && next !== value) onValue(next);
      }}
      onBlur={() => setDraft(format(value))}
    />
  );
}
