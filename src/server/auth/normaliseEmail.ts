/** Emails are compared in lower case (spec §5) and stored that way (sign-in, accounts, employees). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
