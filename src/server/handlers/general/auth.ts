/** Sign-in and sign-out, registration and password recovery: the calls around a session. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { recordFailedSignIn, recordSignIn } from '../../audit/signInRecords';
import { requireSignedIn } from '../../auth/authorization';
import { normaliseEmail } from '../../auth/normaliseEmail';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { type AttemptKey, countAttempt, forgetAttempts } from '../../auth/rateLimiter';
import { closeSession, closeSessions, openSession } from '../../auth/sessions';
import { knownDevice, rememberDevice } from '../../auth/signInDevices';
import { hashToken, newSecretToken } from '../../auth/tokens';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { passwordResets, users } from '../../db/schema';
import { badRequest, storeInactive, tooManyRequests, unauthorized } from '../../http/apiError';
import { messages } from '../../messages';
import { selectAccounts } from '../../queries/userRows';
import type { Services } from '../../services';
import { createStoreWithOwner } from '../../stores/createStore';
import { sessionView } from '../../views/sessionView';

/** Writes a single-use recovery link for the account of `email`, if there is one, and mails it. */
async function sendRecoveryMail(services: Services, email: string, now: Date): Promise<void> {
  const { db, config } = services;
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  const token = newSecretToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + config.resetTokenTtlMs),
  });
  const link = `${config.publicUrl}/resetpassword?token=${encodeURIComponent(token)}`;
  await services.mailer.send({
    to: user.email,
    subject: messages.mail.recoverySubject,
    text: messages.mail.recoveryText(user.firstName, link),
    links: [link],
  });
}

export const authHandlers = {
  async loginClient({ body, services, request }) {
    const { db, config } = services;
    const now = services.now();
    const email = normaliseEmail(body.email);
    // A device the account signed in from before counts against its own allowance; any other attempt
    // against its address's, the email's from that address and the email's from everywhere.
    const device = await knownDevice(db, body.device, email, now);
    const ownBucket: AttemptKey =
      device === null
        ? { limit: 'signInAccount', key: `${email} ${request.ip}` }
        : { limit: 'signInDevice', key: String(device.id) };
    const buckets: AttemptKey[] =
      device === null
        ? [
            { limit: 'signInAddress', key: request.ip },
            ownBucket,
            { limit: 'signInAccountAnywhere', key: email },
          ]
        : [ownBucket];
    // Counted before the (deliberately slow) hash, so parallel guesses cannot all be checked.
    const attempt = await countAttempt(db, config.rateLimits, buckets, now);
    if (attempt.refusedBy === 'signInAccountAnywhere')
      throw tooManyRequests(messages.auth.tooManyAttemptsAccount);
    if (attempt.refusedBy) throw tooManyRequests();
    const [account] = await selectAccounts(db).where(eq(users.email, email)).limit(1);
    // An unknown email costs the same hashing time as a known one, so timing does not reveal accounts.
    const valid = await verifyPassword(body.password, account?.passwordHash ?? (await decoyPasswordHash()));
    // A failure stays counted, and recorded.
    if (!account || !valid) {
      await recordFailedSignIn(db, email, account, request.ip);
      throw unauthorized(messages.auth.wrongCredentials);
    }
    await attempt.forget();
    if (account.storeId !== null && account.storeActive !== true) throw storeInactive();
    // The user's own typos from this address (or device) no longer count against them.
    await forgetAttempts(db, ownBucket);
    const deviceToken = await rememberDevice(db, account.id, device, now);
    const { token } = await openSession(db, account.id, now, config.sessionTtlMs);
    await recordSignIn(db, account, request.ip);
    return { session: sessionView(account, token), device: deviceToken };
  },

  async generalLogout({ caller, services }) {
    const user = requireSignedIn(caller);
    // Only sessions reach here: the contract does not open sign-out to the store's API token.
    if (user.sessionId !== null) await closeSession(services.db, user.sessionId);
    return { m: messages.ok.signedOut };
  },

  async loginClientRecoveryPassword({ body, services, request }) {
    const now = services.now();
    const email = normaliseEmail(body.email);
    const attempt = await countAttempt(
      services.db,
      services.config.rateLimits,
      [
        { limit: 'recoveryAddress', key: request.ip },
        { limit: 'recoveryEmail', key: email },
      ],
      now,
    );
    // The answer is the same for an unknown email and over a limit, and the mail (if any) goes out
    // after it: neither the words nor the timing tell which emails have an account, and nobody can
    // flood an inbox with recovery mails.
    if (attempt.refusedBy === null) {
      services.background.run(() => sendRecoveryMail(services, email, now), request.log);
    }
    return { m: messages.auth.recoveryRequested };
  },

  async generalProcessPasswordRecovery({ body, services }) {
    const { db } = services;
    const now = services.now();
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      // Consuming the token is one conditional UPDATE: of two concurrent uses, only one finds it unused.
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(body.token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!reset) throw badRequest(messages.auth.resetTokenInvalid);
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
      // Other links sent before this one stop working too, and every open session is closed.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
      await closeSessions(tx, reset.userId);
    });
    return { m: messages.auth.passwordChangedByRecovery };
  },

  async loginClientRegister({ body, services, request }) {
    const { db, config } = services;
    const now = services.now();
    // Every attempt counts: a refusal (409) tells whether an email has an account, which a user needs
    // to hear, but nobody may ask it of a list of emails.
    const attempt = await countAttempt(
      db,
      config.rateLimits,
      [{ limit: 'registerAddress', key: request.ip }],
      now,
    );
    if (attempt.refusedBy) throw tooManyRequests(messages.auth.tooManyRequests);
    const passwordHash = await hashPassword(body.password);
    const ownerId = await db.transaction((tx) =>
      createStoreWithOwner(
        tx,
        {
          name: body.storeName,
          storeTypeId: body.storeTypeId,
          countryId: body.countryId,
          phone: body.phone,
          owner: {
            firstName: body.first_name,
            lastName: body.last_name,
            email: normaliseEmail(body.email),
            passwordHash,
          },
        },
        now,
      ),
    );
    const [account] = await selectAccounts(db).where(eq(users.id, ownerId)).limit(1);
    if (!account) throw new Error('The new owner was not found');
    const { token } = await openSession(db, ownerId, now, config.sessionTtlMs);
    return { m: messages.auth.registered, session: sessionView(account, token) };
  },
} satisfies HandlerGroup;
