/**
 * The small components a settings section can show beside its form (a descriptor's `preview`), each
 * given the form's data as it is typed. The PreviewName type makes this table complete; each is its own
 * chunk, loaded with the section that shows it.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Row } from '../data/values';
import type { PreviewName } from '../descriptor';

export interface PreviewProps {
  /** The form's data, as typed so far. */
  data: Row;
  /** The store's currency, for a form that does not edit it. */
  currency: string | null;
}

export const PREVIEWS: Record<PreviewName, LazyExoticComponent<ComponentType<PreviewProps>>> = {
  pointsEarned: lazy(async () => ({
    default: (await import('./previews/PointsEarnedPreview')).PointsEarnedPreview,
  })),
};
