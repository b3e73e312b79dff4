/**
 * What the command palette offers, as data: the user's pages, the page actions they may run, customers
 * and the actions on a customer. Pure, so the order and the filter are tested without a browser.
 */
import { matchesWords, searchWords } from '../../lib/searchText';
import type { IconName } from '../../ui/iconShapes';
import type { PageKey } from '../menu/pages';

/** A customer as a search found them: enough to name them, show their balance and open their page. */
export interface PaletteCustomer {
  id: number | string;
  name: string;
  code: string | null;
  points: number | null;
}

/** What choosing an option does, stored as such in the recent choices (texts are made when shown). */
export type PaletteChoice =
  | { kind: 'page'; key: PageKey }
  | { kind: 'action'; resourceId: string; actionId: string }
  | { kind: 'customer'; customer: PaletteCustomer }
  | { kind: 'customerAction'; actionId: string; customer: PaletteCustomer };

export type PaletteGroup = 'recent' | 'customerActions' | 'customers' | 'pages' | 'actions';

export interface PaletteOption {
  /** Stable across renders and languages: the key the active option and the recent choices use. */
  id: string;
  choice: PaletteChoice;
  label: string;
  /** A second line: a page's group, a customer's code and balance. */
  hint: string | null;
  path: string;
  icon: IconName;
  group: PaletteGroup;
}

export function choiceId(choice: PaletteChoice): string {
  switch (choice.kind) {
    case 'page':
      return `page:${choice.key}`;
    case 'action':
      return `action:${choice.resourceId}:${choice.actionId}`;
    case 'customer':
      return `customer:${choice.customer.id}`;
    case 'customerAction':
      return `customerAction:${choice.actionId}:${choice.customer.id}`;
  }
}

/** The product's search rule (accents and case ignored, every word in any order) on an option's texts. */
export function matchesQuery(option: Pick<PaletteOption, 'label' | 'hint'>, query: string): boolean {
  return matchesWords(searchWords(query), [option.label, option.hint ?? '']);
}

/** How many recent choices are shown first. */
export const RECENT_SHOWN = 5;

/**
 * The options in the order they are offered. Recent choices come first (those still offered, or a
 * customer's, which no list holds until searched); with a query, the actions on the customer found
 * first lead the rest — typing a name then Enter gives them points —, then the customers found, the
 * pages and the actions whose names match. Nothing is offered twice.
 */
export function arrangeOptions({
  query,
  recent,
  pages,
  actions,
  customers,
  customerActions,
}: {
  query: string;
  /** The recent choices, most recent first, already turned into options. */
  recent: PaletteOption[];
  pages: PaletteOption[];
  actions: PaletteOption[];
  customers: PaletteOption[];
  customerActions: PaletteOption[];
}): PaletteOption[] {
  const typed = query.trim() !== '';
  const keep = (option: PaletteOption) => !typed || matchesQuery(option, query);
  const shown = new Set<string>();
  const arranged: PaletteOption[] = [];
  const add = (options: PaletteOption[], group: PaletteGroup, limit = Number.POSITIVE_INFINITY) => {
    let added = 0;
    for (const option of options) {
      if (added >= limit || shown.has(option.id)) continue;
      shown.add(option.id);
      arranged.push({ ...option, group });
      added += 1;
    }
  };
  add(recent.filter(keep), 'recent', RECENT_SHOWN);
  // The server already matched the customers (by email, phone or code too): they are not filtered here.
  add(customerActions, 'customerActions');
  add(customers, 'customers');
  add(pages.filter(keep), 'pages');
  add(actions.filter(keep), 'actions');
  return arranged;
}
