import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError, storableText } from '@pawroute/domain';
import {
  assertCsrf,
  authorize,
  commandRoute,
  consumePasswordToken,
  createPasswordToken,
  endSessionsOfUser,
  findPasswordToken,
  hashPassword,
  hashPasswordToken,
  isPasswordTokenUsable,
  loadUserRecord,
  mailerFor,
  passwordResetLink,
  recentRecoveryTokens,
  RECOVERY_MAILS_PER_HOUR,
  runCommandRequest,
  setPasswordHash,
  signIn,
  toSessionUser,
  type SqlExecutor,
} from '@pawroute/platform';
import { recoveryMessage } from './passwordMail';
import {
  EMAIL_TOO_LONG,
  FAILED_TO_RESET_PASSWORD,
  LINK_EXPIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PLEASE_INSERT_EMAIL,
  RECOVERY_EMAIL_SENT,
  USERNAME_REQUIRED,
} from './passwordMessages';

const MAX_EMAIL = 320;
const MAX_PASSWORD = 500;

export const sendPasswordRecoveryEmailSchema = z.object({
  emailAddress: storableText({ error: PLEASE_INSERT_EMAIL }).trim().min(1, PLEASE_INSERT_EMAIL).max(MAX_EMAIL, EMAIL_TOO_LONG),
});

/** Checked in the order of part 2 §5.1: the token, the email, then the password's length. */
export const updatePasswordAndLoginSchema = z.object({
  token: storableText({ error: FAILED_TO_RESET_PASSWORD }).trim().min(1, FAILED_TO_RESET_PASSWORD).max(200, LINK_EXPIRED),
  emailAddress: storableText({ error: USERNAME_REQUIRED }).trim().min(1, USERNAME_REQUIRED).max(MAX_EMAIL, EMAIL_TOO_LONG),
  password: z.string({ error: PASSWORD_TOO_SHORT }).min(10, PASSWORD_TOO_SHORT).max(MAX_PASSWORD, PASSWORD_TOO_LONG),
});

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
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/entrance/send-password-recovery-email',
    name: 'SendPasswordRecoveryEmail',
    schema: sendPasswordRecoveryEmailSchema,
    permission: 'public',
    async handle({ emailAddress }, ctx) {
      const { db } = ctx.services;
      const login = await findLogin(db, emailAddress);
      if (login && (await recentRecoveryTokens(db, login.userId)) < RECOVERY_MAILS_PER_HOUR) {
        const token = await createPasswordToken(db, { userId: login.userId, emailAddress: login.emailAddress, purpose: 'recovery' });
        await mailerFor(ctx.services).send(recoveryMessage(login.emailAddress, login.firstName, passwordResetLink(ctx.services.config.publicUrl, token)), {
          dedupeKey: `PasswordRecovery-User-${login.userId}-${hashPasswordToken(token).slice(0, 24)}`,
        });
        ctx.services.logger.info({ userId: login.userId }, 'password recovery mailed');
      }
      return { message: RECOVERY_EMAIL_SENT };
    },
  });

  // commandRoute's handlers do not get the reply, and signing in sets the cookie: the same steps as
  // commandRoute (CSRF, zod, rule, then runCommandRequest for the Idempotency-Key), with the reply at hand.
  const url = '/api/v4/entrance/update-password-and-login';
  app.post(url, async (request, reply) => {
    assertCsrf(request);
    const input = updatePasswordAndLoginSchema.parse(inputOf(request.query, request.body));
    await authorize(request.actor, 'public', input);
    return runCommandRequest(request, reply, { name: 'UpdatePasswordAndLogin', route: url, input }, async () => {
      const { db } = request.server.services;
      const row = await findPasswordToken(db, input.token);
      if (!row || !isPasswordTokenUsable(row, new Date()) || !sameAddress(row.emailAddress, input.emailAddress)) {
        throw new DomainError(400, LINK_EXPIRED);
      }
      const record = await loadUserRecord(db, row.userId);
      if (!record || record.isDeleted || !sameAddress(record.emailAddress, input.emailAddress)) throw new DomainError(400, LINK_EXPIRED);

      const passwordHash = await hashPassword(input.password);
      // Spent atomically: of two concurrent uses of one link, one wins and the other is refused.
      if (!(await consumePasswordToken(db, input.token))) throw new DomainError(400, LINK_EXPIRED);
      await setPasswordHash(db, record.id, passwordHash);
      await endSessionsOfUser(db, record.id);
      await signIn(request, reply, record.id);
      request.log.info({ userId: record.id, ip: request.ip }, 'password set by link; signed in');
      return { user: toSessionUser(record) };
    });
  });
}
