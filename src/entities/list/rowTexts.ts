import type { TFunction } from 'i18next';
import type { Row } from '../data/values';

/**
 * Fields that i18next would read as options rather than values (`count` picks a plural form, `context`
 * a variant, `lng` a language…): a row holding one is translated as it always was, through `t`.
 */
const OPTION_NAMES = [
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'defaultValue',
  'replace',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'keyPrefix',
  'fallbackLng',
  'skipInterpolation',
] as const;

/** Where a text has something to fill in: a value (`{{name}}`) or another text (`$t(…)`). */
const FILLED_IN = /\{\{|\$t\(/;

/**
 * Texts of a row (its actions' labels), translated once per language when they name nothing of the row
 * ('Dar puntos'), and per row only when they do ('Dar puntos a {{first_name}}'). Each `t` call runs
 * i18next's lookup, interpolation and nesting: a page of 100 rows asked for the same few labels hundreds
 * of times on every render. The answer is what `t(key, row)` answers; make one per `t` (`useMemo`), as a
 * new language is a new `t`.
 */
export function rowTexts(t: TFunction): (key: string, row?: Row) => string {
  const fixed = new Map<string, string | null>();
  return (key, row) => {
    if (row && OPTION_NAMES.some((name) => name in row)) return t(key, row);
    let text = fixed.get(key);
    if (text === undefined) {
      const template = t(key, { skipInterpolation: true });
      text = FILLED_IN.test(template) ? null : template;
      fixed.set(key, text);
    }
    return text ?? (row ? t(key, row) : t(key));
  };
}
