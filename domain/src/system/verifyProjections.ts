import { z } from 'zod';

/** The messages of POST /api/v4/system/verifyProjections (path ours). */
export const VERIFY_PROJECTIONS_MESSAGES = {
  running: 'A verification of the read models is already running.',
  unknownProjector: (name: string) => `There is no read model named ${name}.`,
} as const;

/** The body: which projectors to verify (absent or empty: all). Names are checked by the route. */
export const verifyProjectionsSchema = z.object({
  projectors: z.array(z.string().max(100)).max(100).optional(),
});

/** The answer: the verification started in the background, of these read models. */
export interface VerifyProjectionsStarted {
  started: boolean;
  projectors: string[];
}
