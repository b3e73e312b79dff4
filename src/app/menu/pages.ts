/**
 * Every page under /dashboard (spec §2) with who may open it, read from the generated registry of
 * schemas/resources/: one place says a page exists, its title and its access rule, and the router, the
 * sidebar and the guard of typed URLs all read it here.
 */

import {
  type AccessExpression,
  compileAccess,
  storeCategories,
} from '../../contract/access/accessExpression';
import type { AccessRule } from '../../contract/access/accessRules';
import { PAGE_ENTRIES } from '../../entities/generated/pages';
import type { PageRoute } from '../../entities/generated/routes';

export { storeCategories };

export type PageKey = PageRoute;

export interface Page {
  titleKey: string;
  access: AccessRule;
  entry: (typeof PAGE_ENTRIES)[number];
}

const compiled = new Map<string, AccessRule>();

/** One compiled rule per distinct expression: pages and menu entries share them. */
export function accessRule(expression: AccessExpression): AccessRule {
  const key = JSON.stringify(expression);
  let rule = compiled.get(key);
  if (!rule) {
    rule = compileAccess(expression);
    compiled.set(key, rule);
  }
  return rule;
}

export const PAGES = Object.fromEntries(
  PAGE_ENTRIES.map((entry) => [
    entry.route,
    { titleKey: entry.title, access: accessRule(entry.access), entry },
  ]),
) as Record<PageKey, Page>;
