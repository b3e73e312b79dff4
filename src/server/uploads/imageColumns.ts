/**
 * Every column that holds the address of an uploaded file. The cleanup keeps an upload while any of
 * them points at it, so a new image column must be listed here (a test compares this list with the
 * schema's columns named like images).
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  adminNews,
  adminNotifications,
  adminOffers,
  banners,
  categories,
  notifications,
  offers,
  products,
  rewards,
  storeNews,
  stores,
  storeTypes,
} from '../db/schema';

export const IMAGE_COLUMNS: readonly AnyPgColumn[] = [
  stores.logo,
  rewards.image,
  offers.image,
  offers.imageSquared,
  adminOffers.image,
  storeNews.image,
  storeNews.imageSquared,
  adminNews.image,
  adminNews.imageSquared,
  notifications.image,
  adminNotifications.image,
  banners.image,
  products.image,
  categories.image,
  storeTypes.image,
];
