/** The administrator's audit trail: the platform's own records, or any store's. */
import { requireAdmin } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { auditRecords } from '../../db/schema';
import { assertDayOrder, onDays } from '../../queries/activityFilters';
import { auditPage } from '../../queries/auditRows';

export const adminAuditHandlers = {
  async adminAuditAll({ body, caller, services }) {
    requireAdmin(caller);
    assertDayOrder(body);
    // One record by its id is found in whichever trail holds it (a record's page knows no store).
    const trail = body.recordId === undefined ? (body.storeId ?? null) : 'any';
    return auditPage(services.db, trail, body, onDays(auditRecords.at, 'UTC', body));
  },
} satisfies HandlerGroup;
