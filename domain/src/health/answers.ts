import { z } from 'zod';

/**
 * GET /api/v4/system/projections (EditSettings), declared once: query-api builds it, the System page
 * reads it. Instants are ISO strings (as the JSON carries them).
 */

/** One table's rows that differ from a rebuild, as verify-projections names them (the first few, by key). */
export const tableDifferenceSchema = z.object({
  table: z.string(),
  /** Rows only live plus rows only rebuilt (a changed row counts on both sides). */
  differingRows: z.number(),
  rows: z.array(
    z.object({
      key: z.record(z.string(), z.unknown()),
      live: z.record(z.string(), z.unknown()).nullable(),
      rebuilt: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type TableDifference = z.infer<typeof tableDifferenceSchema>;

/** A projector's latest verification. */
export const projectorVerificationSchema = z.object({
  status: z.enum(['equal', 'diverged', 'skipped', 'failed']),
  checkpoint: z.string().nullable(),
  finishedAt: z.string().nullable(),
  differences: z.array(tableDifferenceSchema),
  message: z.string().nullable(),
});
export type ProjectorVerification = z.infer<typeof projectorVerificationSchema>;

/** One projector. */
export const projectorStateSchema = z.object({
  name: z.string(),
  version: z.number(),
  /** 'diverged': running, but its latest verification found its tables unequal to a rebuild. */
  status: z.enum(['running', 'faulted', 'rebuilding', 'diverged']),
  /** When faulted: which event stopped it and why. */
  error: z.string().nullable(),
  checkpoint: z.string().nullable(),
  scannedThrough: z.string().nullable(),
  /** While rebuilding: the share of the history done, 0..1. */
  rebuildProgress: z.number().nullable(),
  updatedAt: z.string(),
  verification: projectorVerificationSchema.nullable(),
});
export type ProjectorState = z.infer<typeof projectorStateSchema>;

/** The last verification run, whoever started it. */
export const verificationRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  requestedBy: z.string(),
  running: z.boolean(),
  diverged: z.array(z.string()),
  failed: z.array(z.string()),
});
export type VerificationRun = z.infer<typeof verificationRunSchema>;

export const systemProjectionsSchema = z.object({
  projectors: z.array(projectorStateSchema),
  verification: verificationRunSchema.nullable(),
});
export type SystemProjections = z.infer<typeof systemProjectionsSchema>;

/** POST system/verifyProjections: the verification started in the background, over these projectors. */
export const verificationStartedAnswerSchema = z.object({ started: z.boolean(), projectors: z.array(z.string()) });
export type VerificationStartedAnswer = z.infer<typeof verificationStartedAnswerSchema>;
