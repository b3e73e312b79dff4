/**
 * What customers think of the store, in the activity screen: reviews (stars, comment and the store's
 * public response) with their average, and answers to the satisfaction survey with the NPS.
 */
import { and, avg, count, eq, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Entity, SortField } from '../../../contract/types';
import { requireStoreUser } from '../../auth/authorization';
import type { StoreCaller } from '../../auth/caller';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { customers, reviews, surveys } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { atLocation, customerByCode, customerField, onStoreDays } from '../../queries/activityFilters';
import { orderOf, pageWindow, searchTerm } from '../../queries/paging';
import { everyWordIn, textField } from '../../queries/search';
import { storeNps } from '../../stores/storeFacts';
import { customerRef } from '../../views/customerView';
import { isoInstant, isoInstantOrNull, namedRef } from '../../views/dates';

const REVIEW_SORTABLE = { createdAt: reviews.createdAt, rating: reviews.rating } satisfies Record<
  SortField<'/client/activity/reviews'>,
  unknown
>;
const SURVEY_SORTABLE = { createdAt: surveys.createdAt, score: surveys.score } satisfies Record<
  SortField<'/client/activity/surveys'>,
  unknown
>;

const customerColumns = {
  customerId: customers.id,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
};

function selectReviews(db: Database) {
  return db
    .select({
      id: reviews.id,
      ...customerColumns,
      rating: reviews.rating,
      comment: reviews.comment,
      response: reviews.response,
      respondedAt: reviews.respondedAt,
      locationId: reviews.locationId,
      locationName: reviews.locationName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId));
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

function reviewView(row: ReviewRow): Entity<'Review'> {
  return {
    id: row.id,
    customer: customerRef(row),
    rating: row.rating,
    comment: row.comment,
    response: row.response,
    respondedAt: isoInstantOrNull(row.respondedAt),
    location: namedRef(row.locationId, row.locationName),
    createdAt: isoInstant(row.createdAt),
  };
}

function selectSurveys(db: Database) {
  return db
    .select({
      id: surveys.id,
      ...customerColumns,
      score: surveys.score,
      comment: surveys.comment,
      locationId: surveys.locationId,
      locationName: surveys.locationName,
      createdAt: surveys.createdAt,
    })
    .from(surveys)
    .innerJoin(customers, eq(customers.id, surveys.customerId));
}

type SurveyRow = Awaited<ReturnType<typeof selectSurveys>>[number];

function surveyView(row: SurveyRow): Entity<'Survey'> {
  return {
    id: row.id,
    customer: customerRef(row),
    score: row.score,
    comment: row.comment,
    location: namedRef(row.locationId, row.locationName),
    createdAt: isoInstant(row.createdAt),
  };
}

/** The search of both lists: every word in the customer or the comment, or the customer's QR code. */
function feedbackSearch(
  storeId: number,
  customerId: PgColumn,
  comment: PgColumn,
  term: string,
): SQL | undefined {
  return or(
    customerByCode(customerId, term),
    everyWordIn(term, [customerField(customerId, storeId), textField(comment)]),
  );
}

/** A review of the store the caller may see (an employee bound to a location: only its own), or 404. */
function reviewOfCaller(user: StoreCaller, reviewId: number): SQL | undefined {
  return and(
    eq(reviews.id, reviewId),
    eq(reviews.storeId, user.storeId),
    atLocation(reviews.locationId, user, undefined),
  );
}

async function loadReview(db: Database, user: StoreCaller, reviewId: number): Promise<Entity<'Review'>> {
  const [row] = await selectReviews(db).where(reviewOfCaller(user, reviewId)).limit(1);
  if (!row) throw notFound(messages.activity.reviewNotFound);
  return reviewView(row);
}

export const feedbackHandlers = {
  async clientActivityReviews({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const term = searchTerm(body);
    const where = and(
      eq(reviews.storeId, user.storeId),
      await onStoreDays(db, user.storeId, reviews.createdAt, body),
      atLocation(reviews.locationId, user, body.locationId),
      body.answered === undefined
        ? undefined
        : body.answered
          ? ne(reviews.response, '')
          : eq(reviews.response, ''),
      term === undefined
        ? undefined
        : feedbackSearch(user.storeId, reviews.customerId, reviews.comment, term),
    );
    const { limit, offset } = pageWindow(body);
    const rows = await selectReviews(db)
      .where(where)
      .orderBy(...orderOf(body, REVIEW_SORTABLE, 'createdAt', reviews.id))
      .limit(limit)
      .offset(offset);
    const [summary] = await db
      .select({ n: count(), average: avg(reviews.rating).mapWith(Number) })
      .from(reviews)
      .where(where);
    const total = summary?.n ?? 0;
    return {
      reviews: rows.map(reviewView),
      total,
      // Two decimals are what a star rating shows; more would only be noise.
      averageRating: total === 0 || summary === undefined ? null : Math.round(summary.average * 100) / 100,
    };
  },

  async clientActivityReview({ body, caller, services }) {
    const user = requireStoreUser(caller);
    return { review: await loadReview(services.db, user, body.reviewId) };
  },

  async clientActivityReviewResponse({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const [answered] = await db
      .update(reviews)
      .set({ response: body.response, respondedAt: services.now() })
      .where(reviewOfCaller(user, body.reviewId))
      .returning({ id: reviews.id });
    if (!answered) throw notFound(messages.activity.reviewNotFound);
    return { m: messages.activity.reviewAnswered, review: await loadReview(db, user, answered.id) };
  },

  async clientActivitySurveys({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const term = searchTerm(body);
    const filter = and(
      await onStoreDays(db, user.storeId, surveys.createdAt, body),
      atLocation(surveys.locationId, user, body.locationId),
      term === undefined
        ? undefined
        : feedbackSearch(user.storeId, surveys.customerId, surveys.comment, term),
    );
    const { limit, offset } = pageWindow(body);
    const rows = await selectSurveys(db)
      .where(and(eq(surveys.storeId, user.storeId), filter))
      .orderBy(...orderOf(body, SURVEY_SORTABLE, 'createdAt', surveys.id))
      .limit(limit)
      .offset(offset);
    const { nps, surveys: total } = await storeNps(db, user.storeId, filter);
    return { surveys: rows.map(surveyView), total, nps };
  },
} satisfies HandlerGroup;
