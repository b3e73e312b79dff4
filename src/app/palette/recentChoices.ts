import type { PaletteChoice } from './paletteChoices';
import { choiceId } from './paletteChoices';

/** How many choices are remembered. */
const REMEMBERED = 10;

/** One list per account, so two people sharing a browser do not see each other's customers. */
export function recentStorageKey(account: string): string {
  return `loyalty.palette.recent.${account}`;
}

function isChoice(value: unknown): value is PaletteChoice {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  const kind = (value as { kind: unknown }).kind;
  return kind === 'page' || kind === 'action' || kind === 'customer' || kind === 'customerAction';
}

/** The account's recent choices, most recent first; nothing when the browser keeps nothing. */
export function readRecentChoices(account: string): PaletteChoice[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(recentStorageKey(account)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isChoice) : [];
  } catch {
    return [];
  }
}

/** Puts a choice first, once, and forgets the oldest beyond the limit. */
export function rememberChoice(account: string, choice: PaletteChoice): void {
  const id = choiceId(choice);
  const rest = readRecentChoices(account).filter((kept) => choiceId(kept) !== id);
  try {
    localStorage.setItem(recentStorageKey(account), JSON.stringify([choice, ...rest].slice(0, REMEMBERED)));
  } catch {
    // A full or disabled storage only loses the order of the next palette.
  }
}
