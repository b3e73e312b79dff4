/**
 * Whether an error carries a code: a Node system error's (`ENOENT`, `EEXIST`), or PostgreSQL's SQLSTATE
 * (`42P01`), also when a driver wrapped it as the cause of its own error (Drizzle does).
 */
export function hasErrorCode(error: unknown, code: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === code) return true;
  return 'cause' in error && error.cause !== error && hasErrorCode(error.cause, code);
}
