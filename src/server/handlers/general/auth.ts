/** Sign-in, registration and password recovery: the calls made without a session. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { assertLoginAllowed, forgetLoginFailures, recordLoginFailure } from '../../auth/loginLimiter';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { closeSessions, openSession } from '../../auth/sessions';
import { hashToken, newSecretToken } from '../../auth/tokens';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { passwordResets, users } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/apiError';
import { messages } from '../../messages';
import { selectAccounts } from '../../queries/userRows';
import { createStoreWithOwner } from '../../stores/createStore';
import { sessionView } from '../../views/sessionView';

/** Emails are compared in lower case (spec §5) and stored that way. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const authHandlers = {
  async loginClient({ body, services, request }) {
    const { db, config } = services;
    const now = services.now();
    const attempt = { ip: request.ip, email: normaliseEmail(body.email) };
    await assertLoginAllowed(db, attempt, now, config.loginRateLimit);
    const [account] = await selectAccounts(db).where(eq(users.email, attempt.email)).limit(1);
    // An unknown email costs the same hashing time as a known one, so timing does not reveal accounts.
    const valid = await verifyPassword(body.password, account?.passwordHash ?? (await decoyPasswordHash()));
    if (!account || !valid) {
      await recordLoginFailure(db, attempt, now, config.loginRateLimit);
      throw unauthorized(messages.auth.wrongCredentials);
    }
    if (account.storeId !== null && account.storeActive !== true)
      throw unauthorized(messages.auth.storeInactive);
    await forgetLoginFailures(db, attempt.email);
    const { token } = await openSession(db, account.id, now, config.sessionTtlMs);
    return { session: sessionView(account, token) };
  },

  async loginClientRecoveryPassword({ body, services }) {
    const { db, config } = services;
    const now = services.now();
    const [user] = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, normaliseEmail(body.email)))
      .limit(1);
    // The same answer for an unknown email, so that nobody can learn which emails have an account.
    if (user) {
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

  async loginClientRegister({ body, services }) {
    const { db, config } = services;
    const now = services.now();
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
