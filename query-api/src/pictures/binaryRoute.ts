import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '@pawroute/domain';
import { AFTER_HEADER, authorize, declareRouteAccess, blobStoreFor, type AccessRule, type Actor } from '@pawroute/platform';
import { requestQuery } from './requestQuery';

export interface StoredFile {
  hash: string;
  contentType: string;
}

/**
 * A GET that answers the bytes of a blob: zod on the query, the permission, then `find` names the
 * blob. The ETag is the content hash, so a browser revalidates cheaply (304) and never shows a stale
 * picture after a new upload.
 */
export function binaryRoute<Schema extends z.ZodType>(
  app: FastifyInstance,
  options: {
    url: string;
    schema: Schema;
    permission: AccessRule<z.output<Schema>>;
    find(input: z.output<Schema>, actor: Actor | null): Promise<StoredFile | null>;
    notFound: string;
    /**
     * A stand-in picture (someone's profile picture, a pet's newest) that may simply not exist yet:
     * 204 No Content instead of the 404, so pages showing initials log no error.
     */
    noContentWhenNone?: boolean;
  },
): void {
  const blobs = blobStoreFor(app.services);
  declareRouteAccess('GET', options.url, options.permission);
  app.get(options.url, async (request, reply) => {
    // Read-your-writes, as in queryRoute: a picture read right after its upload waits for it.
    const after = request.headers[AFTER_HEADER];
    if (typeof after === 'string' && /^[\x21-\x7e]{1,100}$/.test(after)) await app.services.waitForPosition(after);
    const input = options.schema.parse(requestQuery(request)) as z.output<Schema>;
    await authorize(request.actor, options.permission, input);
    const file = await options.find(input, request.actor);
    const bytes = file ? await blobs.get(file.hash) : null;
    if (!file && options.noContentWhenNone) return reply.header('Cache-Control', 'no-store').status(204).send();
    if (!file || !bytes) throw new DomainError(404, options.notFound);
    const etag = `"${file.hash}"`;
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(file.contentType).send(bytes);
  });
}
