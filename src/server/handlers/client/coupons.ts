/**
 * QR coupons ('Cupones QR'): codes a customer scans once for points. The store generates them (random
 * compact identifiers) or uploads its own, lists them by status, deletes unused ones and prints them as
 * a PDF, which is stored with the uploads and served from there.
 */
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Entity, SortField } from '../../../contract/types';
import { requireStoreUser } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { present } from '../../contract/present';
import { newCouponCode } from '../../coupons/couponCodes';
import { renderCouponsPdf } from '../../coupons/couponsPdf';
import type { Database } from '../../db/database';
import { coupons, customers, stores } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { orderOf, pageWindow, searchTerm } from '../../queries/paging';
import { everyWordIn, textField } from '../../queries/search';
import { storeToday } from '../../stores/storeToday';
import { storeFile } from '../../uploads/storeFile';
import { customerName } from '../../views/customerView';
import { isoInstant, isoInstantOrNull } from '../../views/dates';

type CouponStatus = Entity<'Coupon'>['status'];

/** Where printed sheets go, under the uploads (served by the same static route, random names). */
const PDF_FOLDER = 'coupons';
/** Codes made in one round; a collision with an existing code (astronomically rare) takes another round. */
const MAX_CODE_ROUNDS = 5;

const SORTABLE = {
  createdAt: coupons.createdAt,
  code: coupons.code,
  points: coupons.points,
  expirationDate: coupons.expirationDate,
  usedAt: coupons.usedAt,
} satisfies Record<SortField<'/client/coupons/get'>, unknown>;

function selectCoupons(db: Database) {
  return db
    .select({
      id: coupons.id,
      code: coupons.code,
      points: coupons.points,
      description: coupons.description,
      expirationDate: coupons.expirationDate,
      usedAt: coupons.usedAt,
      usedById: coupons.usedByCustomerId,
      usedByFirstName: customers.firstName,
      usedByLastName: customers.lastName,
      createdAt: coupons.createdAt,
    })
    .from(coupons)
    .leftJoin(customers, eq(customers.id, coupons.usedByCustomerId));
}

type CouponRow = Awaited<ReturnType<typeof selectCoupons>>[number];

/** Used once scanned; otherwise expired after its last day (in the store's time zone), else available. */
function couponStatus(
  row: { usedAt: Date | null; expirationDate: string | null },
  today: string,
): CouponStatus {
  if (row.usedAt !== null) return 'used';
  return row.expirationDate !== null && row.expirationDate < today ? 'expired' : 'available';
}

/** The same rule as `couponStatus`, as a filter. */
function hasStatus(status: CouponStatus, today: string): SQL | undefined {
  switch (status) {
    case 'used':
      return isNotNull(coupons.usedAt);
    case 'expired':
      return and(isNull(coupons.usedAt), lt(coupons.expirationDate, today));
    case 'available':
      return and(
        isNull(coupons.usedAt),
        or(isNull(coupons.expirationDate), gte(coupons.expirationDate, today)),
      );
  }
}

function couponView(row: CouponRow, today: string): Entity<'Coupon'> {
  return {
    id: row.id,
    code: row.code,
    points: row.points,
    description: row.description,
    expirationDate: row.expirationDate,
    status: couponStatus(row, today),
    usedBy:
      row.usedById === null
        ? null
        : {
            id: row.usedById,
            name: customerName({ firstName: row.usedByFirstName ?? '', lastName: row.usedByLastName ?? '' }),
          },
    usedAt: isoInstantOrNull(row.usedAt),
    createdAt: isoInstant(row.createdAt),
  };
}

/** The store's today, after refusing an expiration day already past (400). */
async function todayAllowing(
  db: Database,
  storeId: number,
  now: Date,
  expirationDate: string | null,
): Promise<string> {
  const today = await storeToday(db, storeId, now);
  if (expirationDate !== null && expirationDate < today) throw badRequest(messages.coupons.pastExpiration);
  return today;
}

export const couponHandlers = {
  async clientCouponsGet({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const today = await storeToday(db, user.storeId, services.now());
    const term = searchTerm(body);
    const where = and(
      eq(coupons.storeId, user.storeId),
      body.status === undefined ? undefined : hasStatus(body.status, today),
      term === undefined ? undefined : everyWordIn(term, [textField(coupons.code)]),
    );
    const { limit, offset } = pageWindow(body);
    const rows = await selectCoupons(db)
      .where(where)
      .orderBy(...orderOf(body, SORTABLE, 'createdAt', coupons.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(coupons).where(where);
    return { coupons: rows.map((row) => couponView(row, today)), total: total?.n ?? 0 };
  },

  async clientCouponsAdd({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const expirationDate = present(body.expirationDate, 'expirationDate');
    const today = await todayAllowing(db, user.storeId, services.now(), expirationDate);
    const createdAt = services.now();
    const ids = await db.transaction(async (tx) => {
      const made: number[] = [];
      for (let round = 0; made.length < body.quantity; round++) {
        if (round === MAX_CODE_ROUNDS) throw new Error('Could not find free coupon codes');
        const codes = new Set<string>();
        while (codes.size < body.quantity - made.length) codes.add(newCouponCode());
        const rows = await tx
          .insert(coupons)
          .values(
            [...codes].map((code) => ({
              storeId: user.storeId,
              code,
              points: body.points,
              description: present(body.description, 'description'),
              expirationDate,
              createdAt,
            })),
          )
          .onConflictDoNothing({ target: [coupons.storeId, coupons.code] })
          .returning({ id: coupons.id });
        made.push(...rows.map((row) => row.id));
      }
      return made;
    });
    const rows = await selectCoupons(db).where(inArray(coupons.id, ids)).orderBy(coupons.id);
    return {
      m: messages.coupons.created(rows.length),
      coupons: rows.map((row) => couponView(row, today)),
    };
  },

  async clientCouponsUpload({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const expirationDate = present(body.expirationDate, 'expirationDate');
    await todayAllowing(db, user.storeId, services.now(), expirationDate);
    // The unique index decides which codes are new, so two uploads at once cannot both create one.
    const created = await db
      .insert(coupons)
      .values(
        body.codes.map((code) => ({
          storeId: user.storeId,
          code,
          points: body.points,
          description: present(body.description, 'description'),
          expirationDate,
          createdAt: services.now(),
        })),
      )
      .onConflictDoNothing({ target: [coupons.storeId, coupons.code] })
      .returning({ code: coupons.code });
    const createdCodes = new Set(created.map((row) => row.code));
    const skipped = body.codes.filter((code) => !createdCodes.has(code));
    return { m: messages.coupons.uploaded(created.length, skipped.length), created: created.length, skipped };
  },

  async clientCouponsDelete({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const ofStore = and(eq(coupons.id, body.couponId), eq(coupons.storeId, user.storeId));
    // Conditional on being unused, so a coupon scanned meanwhile is not deleted under the ledger's feet.
    const deleted = await db
      .delete(coupons)
      .where(and(ofStore, isNull(coupons.usedAt)))
      .returning({ id: coupons.id });
    if (deleted.length === 0) {
      const [exists] = await db.select({ id: coupons.id }).from(coupons).where(ofStore);
      throw exists ? conflict(messages.coupons.used) : notFound(messages.coupons.notFound);
    }
    return { m: messages.coupons.deleted };
  },

  async clientCouponsPdf({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const rows = await db
      .select({
        id: coupons.id,
        code: coupons.code,
        points: coupons.points,
        description: coupons.description,
        expirationDate: coupons.expirationDate,
      })
      .from(coupons)
      .where(and(eq(coupons.storeId, user.storeId), inArray(coupons.id, body.couponIds)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const printed = body.couponIds.map((id) => {
      const coupon = byId.get(id);
      if (!coupon) throw notFound(messages.coupons.notFound);
      return coupon;
    });
    const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, user.storeId));
    const pdf = await renderCouponsPdf(printed, store?.name ?? '');
    // Kept like an upload: it counts against the store's quota, and no record using it, the cleanup
    // removes it a day later.
    const stored = await storeFile(services, {
      storeId: user.storeId,
      userId: user.userId,
      folder: PDF_FOLDER,
      extension: 'pdf',
      contentType: 'application/pdf',
      bytes: pdf,
    });
    const today = await storeToday(db, user.storeId, services.now());
    return {
      m: messages.coupons.pdfReady,
      file: { url: stored.url, fileName: messages.coupons.pdf.fileName(today) },
    };
  },
} satisfies HandlerGroup;
