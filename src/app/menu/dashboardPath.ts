/** The address of a dashboard page, from its key (spec §2: keys are relative to /dashboard). */
export function dashboardPath(key: string): string {
  return key === '' ? '/dashboard' : `/dashboard/${key}`;
}
