/** A piece of news (News) as answered, from a row of the store's or the platform's news (same columns). */
import type { Entity } from '../../contract/types';
import type { adminNews } from '../db/schema';
import { isoInstant } from './dates';

export type NewsRow = typeof adminNews.$inferSelect;

export function newsView(row: NewsRow): Entity<'News'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    imageSquared: row.imageSquared,
    active: row.active,
    buttonText: row.buttonText,
    buttonLink: row.buttonLink,
    public: row.public,
    createdAt: isoInstant(row.createdAt),
  };
}
