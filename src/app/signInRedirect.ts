/**
 * Where a signed-out visitor was going is remembered in the sign-in address (?redirect=…), so it
 * survives a reload, and only paths of this app are ever followed (no open redirect).
 */
export const REDIRECT_PARAM = 'redirect';

export function signInPath(from: { pathname: string; search?: string; hash?: string }): string {
  const target = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return `/signin?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

export function rememberedLocation(search: string): string | null {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
