import type { FastifyInstance } from 'fastify';
import { DomainError, VERIFY_PROJECTIONS_MESSAGES, verificationStartedAnswerSchema, verifyProjectionsSchema } from '@pawroute/domain';
import { commandRoute, nowOf } from '@pawroute/platform';
import { allProjectors, verificationRunning, verifyProjections } from '@pawroute/projections';

export const VERIFY_URL = '/api/v4/system/verifyProjections';

/**
 * POST /api/v4/system/verifyProjections (path ours; EditSettings, like the System page it serves):
 * starts verify-projections over every projector (or the named ones) in the background and answers at
 * once; the System page follows it through GET /api/v4/system/projections. Here, in the composer,
 * because it runs projections code (command-api may not import projections). Writes no events.
 */
export async function verificationCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: VERIFY_URL,
    name: 'VerifyProjections',
    schema: verifyProjectionsSchema,
    permission: 'EditSettings',
    answer: verificationStartedAnswerSchema,
    async handle({ projectors: names }, { services, actor }) {
      const { db, store, logger } = services;
      const unknown = (names ?? []).find((name) => !allProjectors.some((p) => p.name === name));
      if (unknown !== undefined) throw new DomainError(400, VERIFY_PROJECTIONS_MESSAGES.unknownProjector(unknown));
      if (verificationRunning(db)) throw new DomainError(409, VERIFY_PROJECTIONS_MESSAGES.running);
      const projectors = names && names.length > 0 ? allProjectors.filter((p) => names.includes(p.name)) : allProjectors;
      void verifyProjections({ db, store, projectors, requestedBy: `user ${actor.userId}`, clock: () => nowOf(services) })
        .then(({ diverged, results }) => {
          const names = results.filter((r) => r.status === 'diverged').map((r) => r.projector);
          if (diverged) logger.error({ projectors: names }, `READ MODELS DIVERGED from the event log: ${names.join(', ')}`);
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'verification failed'));
      return { started: true, projectors: projectors.map((p) => p.name) };
    },
  });
}
