/** The store's audit trail, for its owner and the employees with permStore (x-access storeSettings). */
import { requireStoreUser } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { auditRecords } from '../../db/schema';
import { onStoreDays } from '../../queries/activityFilters';
import { auditPage } from '../../queries/auditRows';

export const auditHandlers = {
  async clientAuditAll({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const days = await onStoreDays(db, user.storeId, auditRecords.at, body);
    return auditPage(db, user.storeId, body, days);
  },
} satisfies HandlerGroup;
