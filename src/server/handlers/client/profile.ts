/** The signed-in user's own account ('Mi Perfil'), for owners, employees and administrators alike. */
import { eq } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { requireSignedIn } from '../../auth/authorization';
import type { Caller } from '../../auth/caller';
import { effectivePermissions } from '../../auth/caller';
import { confirmCurrentPassword } from '../../auth/currentPassword';
import { assertEmailFreeFor } from '../../auth/emailConflicts';
import { normaliseEmail } from '../../auth/normaliseEmail';
import { hashPassword } from '../../auth/passwords';
import { closeSessions } from '../../auth/sessions';
import type { AnswerOf, HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { countries, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { selectAccounts } from '../../queries/userRows';

type LanguageCode = Entity<'UserProfile'>['defaultLanguage'];

/** The interface languages, each named in itself. */
const LANGUAGES: Entity<'Language'>[] = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'English' },
  { code: 'zh', name: '中文' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
];

function isLanguageCode(code: string): code is LanguageCode {
  return LANGUAGES.some((language) => language.code === code);
}

async function profileAnswer(db: Database, caller: Caller): Promise<AnswerOf<'clientEmployeeInfo'>> {
  const [account] = await selectAccounts(db).where(eq(users.id, caller.userId)).limit(1);
  if (!account) throw notFound(messages.notFound.user);
  const [country] =
    account.countryId === null
      ? []
      : await db
          .select({ id: countries.id, name: countries.name })
          .from(countries)
          .where(eq(countries.id, account.countryId));
  const defaultLanguage = isLanguageCode(account.defaultLanguage) ? account.defaultLanguage : 'es';
  return {
    user: {
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      country: country ?? null,
      defaultLanguage,
    },
    languages: LANGUAGES,
    defaultLanguage,
    permissions: {
      userType: account.userType,
      storeUserType: account.storeUserType,
      ...effectivePermissions(account),
      locationId: account.locationId,
      locationName: account.locationName ?? '',
    },
  };
}

export const profileHandlers = {
  async clientEmployeeInfo({ caller, services }) {
    return profileAnswer(services.db, requireSignedIn(caller));
  },

  async clientEmployeeUpdateProfile({ body, caller, services }) {
    const user = requireSignedIn(caller);
    const { db } = services;
    const email = normaliseEmail(body.email);
    if (email !== user.email) {
      // The email is how the account signs in (and recovers its password): changing it takes the password.
      if (body.currentPassword === undefined) throw badRequest(messages.auth.emailChangeNeedsPassword);
      await confirmCurrentPassword(services, user.userId, body.currentPassword);
    }
    if (email !== user.email) await assertEmailFreeFor(services, user.userId, email, user.userId);
    if (body.countryId) {
      const [country] = await db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.id, body.countryId));
      if (!country) throw notFound(messages.notFound.country);
    }
    await db
      .update(users)
      .set({
        firstName: body.first_name,
        lastName: body.last_name,
        email,
        defaultLanguage: body.defaultLanguage,
        // Left out keeps the country; null clears it.
        ...(body.countryId === undefined ? {} : { countryId: body.countryId }),
        updatedAt: services.now(),
      })
      .where(eq(users.id, user.userId));
    return { ...(await profileAnswer(db, user)), m: messages.ok.profileUpdated };
  },

  async clientEmployeeChangePassword({ body, caller, services }) {
    const user = requireSignedIn(caller);
    const { db } = services;
    await confirmCurrentPassword(services, user.userId, body.currentPassword);
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: services.now() })
        .where(eq(users.id, user.userId));
      await closeSessions(tx, user.userId, user.sessionId ?? undefined);
    });
    return { m: messages.auth.passwordChanged };
  },
} satisfies HandlerGroup;
