import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DomainError, PET_MESSAGES } from '@pawroute/domain';
import { createHash } from 'node:crypto';
import { assertCsrf, authorize, declareRouteAccess, runCommandRequest, type AccessRule, type Actor, type CommandHandlerContext } from '@pawroute/platform';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

export interface UploadRouteOptions<Schema extends z.ZodType, Result extends object> {
  url: string;
  name: string;
  /** Parses the text fields of the form (and the query string). */
  schema: Schema;
  permission: AccessRule<z.output<Schema>>;
  handle(input: z.output<Schema>, file: UploadedFile, ctx: CommandHandlerContext & { actor: Actor }): Promise<Result>;
}

/**
 * commandRoute for multipart/form-data (needs @fastify/multipart registered in the same plugin):
 * CSRF, the form's fields through zod, permission, then the file. The file is read to at most the
 * multipart fileSize limit; a longer one is drained and refused as too large (a 400, not a reset).
 */
export function uploadRoute<Schema extends z.ZodType, Result extends object>(
  app: FastifyInstance,
  options: UploadRouteOptions<Schema, Result>,
): void {
  declareRouteAccess('POST', options.url, options.permission);
  app.post(options.url, async (request, reply) => {
    assertCsrf(request);
    if (!request.isMultipart()) throw new DomainError(400, PET_MESSAGES.pictureRequired, { file: PET_MESSAGES.pictureRequired });
    const fields: Record<string, unknown> = { ...(request.query as Record<string, unknown>) };
    let file: (UploadedFile & { truncated: boolean }) | null = null;
    // preservePath: the name as sent, so a hostile one is refused rather than quietly cut to its last part.
    for await (const part of request.parts({ preservePath: true })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file ??= { bytes, fileName: part.filename, truncated: part.file.truncated };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
    const input = options.schema.parse(fields) as z.output<Schema>;
    await authorize(request.actor, options.permission, input);
    if (!file || file.bytes.length === 0) throw new DomainError(400, PET_MESSAGES.pictureRequired, { file: PET_MESSAGES.pictureRequired });
    if (file.truncated) throw new DomainError(400, PET_MESSAGES.tooLarge, { file: PET_MESSAGES.tooLarge });
    if (!isHarmlessFileName(file.fileName)) throw new DomainError(400, PET_MESSAGES.badFileName, { file: PET_MESSAGES.badFileName });

    // The file's digest stands for its bytes in the Idempotency-Key fingerprint.
    const fileDigest = createHash('sha256').update(file.bytes).digest('hex');
    const uploaded = { bytes: file.bytes, fileName: file.fileName };
    return runCommandRequest(request, reply, { name: options.name, route: options.url, input: { input, fileDigest } }, (ctx) =>
      options.handle(input, uploaded, ctx as CommandHandlerContext & { actor: Actor }),
    );
  });
}

/**
 * The stored name is always ours (the content's hash); the sender's name is at most a label. Still, a
 * name that tries a path (`../../etc/passwd.jpg`, `C:\x.jpg`), is dots only, carries control characters
 * or is absurdly long says the request is not a browser's file picker: refused.
 */
export function isHarmlessFileName(name: string): boolean {
  if (name.length > 255) return false;
  if (/[/\\\x00-\x1f\x7f]/.test(name)) return false;
  return !/^\.+$/.test(name.trim());
}
