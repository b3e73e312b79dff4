/**
 * The activity page's tabs: each a resource of the engine without a route (schemas/resources/
 * activity*.json), keyed in the URL by a short name that also prefixes its list's state, so every tab
 * keeps its own page, sort, search and filters (`?tab=reviews&reviews.locationId=2`).
 */
import { resource as purchases } from '../../entities/generated/resources/activityPurchases';
import { resource as redemptions } from '../../entities/generated/resources/activityRedemptions';
import { resource as reviews } from '../../entities/generated/resources/activityReviews';
import { resource as surveys } from '../../entities/generated/resources/activitySurveys';
import type { Resource } from '../../entities/resource';

export interface ActivityTab {
  key: string;
  resource: Resource;
}

export const ACTIVITY_TABS: readonly ActivityTab[] = [
  { key: 'purchases', resource: purchases },
  { key: 'redemptions', resource: redemptions },
  { key: 'reviews', resource: reviews },
  { key: 'surveys', resource: surveys },
];

/** The URL's query parameter naming the open tab; the first tab leaves it out. */
export const TAB_PARAM = 'tab';

export function tabIndex(key: string | null): number {
  const index = ACTIVITY_TABS.findIndex((tab) => tab.key === key);
  return index < 0 ? 0 : index;
}
