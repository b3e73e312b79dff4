import type { Entity } from '../../contract/types';
import type { RedemptionRow } from '../queries/redemptionRows';
import { customerRef } from './customerView';
import { isoInstant, isoInstantOrNull, namedRef } from './dates';

export function redemptionView(row: RedemptionRow): Entity<'Redemption'> {
  return {
    id: row.id,
    customer: customerRef(row),
    reward: { id: row.rewardId, name: row.rewardName },
    points: row.points,
    status: row.status,
    source: row.source,
    location: namedRef(row.locationId, row.locationName),
    employee: namedRef(row.employeeId, row.employeeName),
    createdAt: isoInstant(row.createdAt),
    resolvedAt: isoInstantOrNull(row.resolvedAt),
  };
}
