/** A customer's points at the counter: give, take, and reverse an earlier grant, all through the ledger. */
import { and, eq } from 'drizzle-orm';
import { actorOf } from '../../auth/actor';
import {
  locationScope,
  operatingLocation,
  requireStoreUser,
  requireSubscription,
} from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { pointsMovements } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/apiError';
import { assertGrantDetails } from '../../ledger/grantDetails';
import { recordMovement } from '../../ledger/ledger';
import { mailPointsGiven } from '../../mail/customerMails';
import { messages } from '../../messages';
import { loadCustomer } from '../../queries/customerRows';
import { GIVING_TYPES, loadMovement } from '../../queries/movementRows';
import { customerView } from '../../views/customerView';
import { movementView } from '../../views/movementView';

export const customerPointsHandlers = {
  async clientCustomerAddPoints({ body, caller, services, request }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const now = services.now();
    await requireSubscription(db, user.storeId, now);
    await assertGrantDetails(db, user.storeId, body);
    const location = await operatingLocation(db, user, body.locationId);
    const result = await db.transaction((tx) =>
      recordMovement(
        tx,
        {
          storeId: user.storeId,
          customerId: body.customerId,
          type: 'grant',
          points: body.points,
          lifetimePoints: body.points,
          ticketNumber: body.ticketNumber,
          description: body.description,
          location,
          employee: actorOf(user),
          visit: true,
        },
        services.now,
      ),
    );
    const customer = await loadCustomer(db, user.storeId, body.customerId);
    await mailPointsGiven(services, request.log, user.storeId, customer, body.points);
    return {
      m: messages.ok.pointsAdded(body.points),
      movement: movementView(await loadMovement(db, result.movementId)),
      customer: customerView(customer),
    };
  },
  async clientCustomerDiscountPoints({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const location = await operatingLocation(db, user, undefined);
    const result = await db.transaction((tx) =>
      recordMovement(
        tx,
        {
          storeId: user.storeId,
          customerId: body.customerId,
          type: 'discount',
          points: -body.points,
          lifetimePoints: 0,
          description: body.description,
          location,
          employee: actorOf(user),
          visit: true,
        },
        services.now,
      ),
    );
    return {
      m: messages.ok.pointsDiscounted(body.points),
      movement: movementView(await loadMovement(db, result.movementId)),
      customer: customerView(await loadCustomer(db, user.storeId, body.customerId)),
    };
  },
  async clientCustomerDeletePoints({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const location = await operatingLocation(db, user, undefined);
    const { movementId, customerId } = await db.transaction(async (tx) => {
      const [original] = await tx
        .select({
          id: pointsMovements.id,
          type: pointsMovements.type,
          points: pointsMovements.points,
          customerId: pointsMovements.customerId,
          locationId: pointsMovements.locationId,
        })
        .from(pointsMovements)
        .where(and(eq(pointsMovements.id, body.movementId), eq(pointsMovements.storeId, user.storeId)));
      if (!original) throw notFound(messages.notFound.movement);
      // An employee bound to a branch reverses only what was given there, not another branch's grants
      // nor those given without a branch (massive grants, coupons, orders).
      const bound = locationScope(user);
      if (bound !== null && original.locationId !== bound) throw forbidden(messages.auth.otherLocation);
      if (!(GIVING_TYPES as readonly string[]).includes(original.type))
        throw conflict(messages.conflict.movementNotReversible);
      // Marking it deleted is conditional, so of two concurrent reversals only one goes on.
      const [marked] = await tx
        .update(pointsMovements)
        .set({ deleted: true })
        .where(and(eq(pointsMovements.id, original.id), eq(pointsMovements.deleted, false)))
        .returning({ id: pointsMovements.id });
      if (!marked) throw conflict(messages.conflict.movementAlreadyDeleted);
      const result = await recordMovement(
        tx,
        {
          storeId: user.storeId,
          customerId: original.customerId,
          type: 'deletion',
          points: -original.points,
          lifetimePoints: -original.points,
          location,
          employee: actorOf(user),
          reversesMovementId: original.id,
        },
        services.now,
      );
      return { movementId: result.movementId, customerId: original.customerId };
    });
    return {
      m: messages.ok.movementDeleted,
      movement: movementView(await loadMovement(db, movementId)),
      customer: customerView(await loadCustomer(db, user.storeId, customerId)),
    };
  },
} satisfies HandlerGroup;
