/**
 * Intl formatters, made once per language and options: building one costs far more than formatting
 * with it, and a list of 1,000 rows formats thousands of cells. A constructor that throws (an unknown
 * currency) caches nothing and throws again.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** A score or an average kept with one decimal (an NPS, a rating); whole ones show without it. */
export function formatScore(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 1 }).format(value);
}
