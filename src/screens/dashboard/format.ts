/** Numbers and names on the dashboard, in the user's language through Intl. */
import { numberFormat } from '../../lib/intlFormats';

export function formatCount(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

function displayName(type: 'region' | 'currency', code: string, language: string): string | undefined {
  try {
    return new Intl.DisplayNames([language], { type, fallback: 'none' }).of(code);
  } catch {
    return undefined;
  }
}

/** The country in the user's language ('España', 'Spain'), or the server's name for an unknown code. */
export function countryName(country: { name: string; countryCode: string }, language: string): string {
  return displayName('region', country.countryCode, language) ?? country.name;
}

/** The currency in the user's language with its code ('Euro (EUR)'), or the server's name for it. */
export function currencyLabel(code: string, serverName: string, language: string): string {
  const name = displayName('currency', code, language) ?? serverName;
  const capitalised = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  return `${capitalised} (${code})`;
}
