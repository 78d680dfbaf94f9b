import { z } from 'zod';

/** The system's write answers (docs/ARCHITECTURE.md "Contracts"). */

/** POST clientErrors/log: the report was taken. */
export const clientErrorLoggedAnswerSchema = z.object({ ok: z.boolean() });
export type ClientErrorLoggedAnswer = z.infer<typeof clientErrorLoggedAnswerSchema>;
