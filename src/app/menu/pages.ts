/**
 * Every page under /dashboard (spec §2) with who may open it, read from the generated registry of
 * schemas/resources/: one place says a page exists, its title and its access rule, and the router, the
 * sidebar and the guard of typed URLs all read it here.
 */

import { storeCategories } from '../../contract/access/accessExpression';
import type { AccessRule } from '../../contract/access/accessRules';
import { accessRule } from '../../contract/access/compiledAccess';
import { PAGE_ENTRIES } from '../../entities/generated/pages';
import type { PageRoute } from '../../entities/generated/routes';

export { accessRule, storeCategories };

export type PageKey = PageRoute;

export interface Page {
  titleKey: string;
  access: AccessRule;
  entry: (typeof PAGE_ENTRIES)[number];
}

export const PAGES = Object.fromEntries(
  PAGE_ENTRIES.map((entry) => [
    entry.route,
    { titleKey: entry.title, access: accessRule(entry.access), entry },
  ]),
) as Record<PageKey, Page>;
