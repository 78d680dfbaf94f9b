import { z } from 'zod';

/**
 * POST /api/v4/logClientError (part 1 §8): the web app's crash report. Both parts are whatever the
 * browser had; the server keeps only the fields it names (the error's name, message and stack, the route
 * and the build), each capped, and refuses a body over 16 KiB before parsing it.
 */
export const logClientErrorBodySchema = z.object({ error: z.unknown(), info: z.unknown() });
export type LogClientErrorBody = z.input<typeof logClientErrorBodySchema>;
