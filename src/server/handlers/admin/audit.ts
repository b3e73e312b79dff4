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
    return auditPage(services.db, body.storeId ?? null, body, onDays(auditRecords.at, 'UTC', body));
  },
} satisfies HandlerGroup;
