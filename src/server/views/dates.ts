/** Wire formats of dates: instants as ISO 8601 (DateTime), days as YYYY-MM-DD (Date). */
export function isoInstant(value: Date): string {
  return value.toISOString();
}

export function isoInstantOrNull(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** A NamedRef, or null when the row has no such reference. */
export function namedRef(id: number | null, name: string | null): { id: number; name: string } | null {
  return id === null ? null : { id, name: name ?? '' };
}
