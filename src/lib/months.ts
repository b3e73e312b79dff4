const MONTH_CODE = /^(0[1-9]|1[0-2])$/;

/**
 * The name of a month from its two-digit code '01'..'12', in Spanish unless another locale is given
 * ('01' -> 'enero'). The names come from the platform's Intl data, so no language's words live in code.
 */
export function monthName(code: string, locale = 'es'): string {
  if (!MONTH_CODE.test(code)) throw new RangeError(`Unknown month code: '${code}' (expected '01' to '12')`);
  const firstOfMonth = new Date(Date.UTC(2000, Number(code) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(firstOfMonth);
}
