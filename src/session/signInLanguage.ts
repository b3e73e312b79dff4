/**
 * The language a user saved in My profile becomes the interface's when they sign in (over the one this
 * browser remembers, unless the profile only has the default, Spanish). The sign-in answer
 * carries only the session (spec §3), so sign-in marks the wish here and the signed-in frame adopts the
 * defaultLanguage of its user-info answer, once; a language switched later in the session stays.
 */
let pending = false;

/** Called by sign-in, just before the session starts. */
export function adoptLanguageAfterSignIn(): void {
  pending = true;
}

export function languageAdoptionPending(): boolean {
  return pending;
}

export function languageAdopted(): void {
  pending = false;
}
