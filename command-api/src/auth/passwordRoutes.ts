import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DomainError,
  sendPasswordRecoveryEmailSchema,
  updatePasswordAndLoginSchema,
  EMAIL_TOO_LONG,
  FAILED_TO_RESET_PASSWORD,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_USED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PLEASE_INSERT_EMAIL,
  RECOVERY_EMAIL_SENT,
  USERNAME_REQUIRED,
} from '@pawroute/domain';
import {
  assertCsrf,
  authorize,
  declareRouteAccess,
  consumePasswordToken,
  endSessionsOfUser,
  findPasswordToken,
  hashPassword,
  hashPasswordToken,
  isPasswordTokenUsable,
  loadUserRecord,
  recentRecoveryTokens,
  RECOVERY_MAILS_PER_HOUR,
  runCommandRequest,
  takeEntranceRate,
  TOO_MANY_REQUESTS,
  setPasswordHash,
  signIn,
  toSessionUser,
  type SqlExecutor,
  nowOf,
} from '@pawroute/platform';
import { mailPasswordLink, recoveryMessage } from '../shared/passwordMail';

/** Recovery requests per client address per hour (whatever the addresses asked for). */
const RECOVERY_REQUESTS_PER_IP_PER_HOUR = 30;

/** The login an address belongs to: an undeleted user with isAccount (password set or not yet). */
async function findLogin(db: SqlExecutor, emailAddress: string): Promise<{ userId: number; firstName: string; emailAddress: string } | null> {
  const { rows } = await db.query<{ id: number; first_name: string | null; email_address: string }>(
    `SELECT id, first_name, email_address FROM users
      WHERE lower(email_address) = lower($1) AND is_account AND NOT coalesce(is_deleted, false)
      ORDER BY id LIMIT 1`,
    [emailAddress],
  );
  const row = rows[0];
  return row ? { userId: Number(row.id), firstName: row.first_name ?? '', emailAddress: row.email_address } : null;
}

/** Query then body, later wins: what commandRoute reads (platform's requestInput). */
const inputOf = (query: unknown, body: unknown): Record<string, unknown> => ({
  ...(query && typeof query === 'object' ? (query as Record<string, unknown>) : {}),
  ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}),
});

/** Recovery mails being made after their answer (the tests wait for them: `recoveryMailsSettled`). */
const pendingRecoveryMails = new Set<Promise<void>>();
function track(work: Promise<void>): void {
  pendingRecoveryMails.add(work);
  void work.finally(() => pendingRecoveryMails.delete(work));
}
/** Resolves when every recovery mail asked for so far has been sent or skipped. */
export async function recoveryMailsSettled(): Promise<void> {
  while (pendingRecoveryMails.size > 0) await Promise.all([...pendingRecoveryMails]);
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Part 2 §7.1, password recovery and reset. Both anonymous (CSRF still required), both idempotent.
 * - POST /api/v4/entrance/send-password-recovery-email { emailAddress }: always the same 200, whether
 *   or not the address has a login (nobody learns which addresses do); a login gets a link, at most
 *   RECOVERY_MAILS_PER_HOUR an hour (more are skipped silently).
 * - POST /api/v4/entrance/update-password-and-login { token, emailAddress, password }: sets the
 *   password, spends every link of the user, ends their other sessions and signs this one in, answering
 *   the user as PUT /api/v4/entrance/login does.
 */
export function registerPasswordRoutes(app: FastifyInstance): void {
  // Built by hand (commandRoute's steps) for the client address: requests are limited per address too.
  const recoveryUrl = '/api/v4/entrance/send-password-recovery-email';
  declareRouteAccess('POST', recoveryUrl, 'public');
  app.post(recoveryUrl, async (request, reply) => {
    assertCsrf(request);
    const { emailAddress } = sendPasswordRecoveryEmailSchema.parse(inputOf(request.query, request.body));
    await authorize(request.actor, 'public', { emailAddress });
    return runCommandRequest(request, reply, { name: 'SendPasswordRecoveryEmail', route: recoveryUrl, input: { emailAddress } }, async (ctx) => {
      const { db } = ctx.services;
      // Per client address: a 429 tells nothing about which addresses have a login.
      if (!(await takeEntranceRate(db, `ip:${request.ip}:recovery`, RECOVERY_REQUESTS_PER_IP_PER_HOUR, 60))) {
        throw new DomainError(429, TOO_MANY_REQUESTS);
      }
      const login = await findLogin(db, emailAddress);
      // The same answer at the same moment whether or not the address has a login: the link is made
      // and mailed after the answer (once per token: the dedupe key), failures only logged.
      if (login) {
        const { logger, config } = ctx.services;
        track(new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
          await (async () => {
            const now = nowOf(ctx.services);
            if ((await recentRecoveryTokens(db, login.userId, now)) >= RECOVERY_MAILS_PER_HOUR) return;
            await mailPasswordLink(ctx.services, {
              login,
              purpose: 'recovery',
              message: (link) => recoveryMessage(login.emailAddress, login.firstName, link, config.businessName),
              dedupeKey: (token) => `PasswordRecovery-User-${login.userId}-${hashPasswordToken(token).slice(0, 24)}`,
            });
            logger.info({ userId: login.userId }, 'password recovery mailed');
          })().catch((error: unknown) => logger.error({ err: error, userId: login.userId }, 'password recovery mail failed'));
        }));
      }
      return { message: RECOVERY_EMAIL_SENT };
    });
  });

  // commandRoute's handlers do not get the reply, and signing in sets the cookie: the same steps as
  // commandRoute (CSRF, zod, rule, then runCommandRequest for the Idempotency-Key), with the reply at hand.
  const url = '/api/v4/entrance/update-password-and-login';
  declareRouteAccess('POST', url, 'public');
  app.post(url, async (request, reply) => {
    assertCsrf(request);
    const input = updatePasswordAndLoginSchema.parse(inputOf(request.query, request.body));
    await authorize(request.actor, 'public', input);
    return runCommandRequest(request, reply, { name: 'UpdatePasswordAndLogin', route: url, input }, async () => {
      const { db } = request.server.services;
      const row = await findPasswordToken(db, input.token);
      if (!row || !sameAddress(row.emailAddress, input.emailAddress)) throw new DomainError(400, LINK_INVALID);
      if (row.usedAt !== null) throw new DomainError(400, LINK_USED);
      if (!isPasswordTokenUsable(row, nowOf(request.server.services))) throw new DomainError(400, LINK_EXPIRED);
      const record = await loadUserRecord(db, row.userId);
      if (!record || record.isDeleted || !sameAddress(record.emailAddress, input.emailAddress)) throw new DomainError(400, LINK_INVALID);

      const passwordHash = await hashPassword(input.password);
      // Spent atomically: of two concurrent uses of one link, one wins and the other is refused.
      if (!(await consumePasswordToken(db, input.token, nowOf(request.server.services)))) throw new DomainError(400, LINK_USED);
      await setPasswordHash(db, record.id, passwordHash);
      await endSessionsOfUser(db, record.id);
      await signIn(request, reply, record.id);
      request.log.info({ userId: record.id, ip: request.ip }, 'password set by link; signed in');
      return { user: toSessionUser(record) };
    });
  });
}
