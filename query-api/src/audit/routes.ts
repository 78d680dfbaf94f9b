import { PassThrough } from 'node:stream';
import { DomainError, idParam, type AuditVerifyLine } from '@pawroute/domain';
import { auditKeyFor, authorize, declareRouteAccess, queryRoute, verifyEventChain } from '@pawroute/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dateParam } from '../shared/params';
import { countLedgerEvents, ledgerCsv, readAsOf, readHistory } from './reads';

export const AUDIT_MESSAGES = {
  instant: 'A valid instant is required (ISO 8601 with a time zone, e.g. 2026-11-25T18:00:00Z).',
  subject: 'Give exactly one of customerId and transactionId.',
  customerId: 'Invalid customer id.',
  transactionId: 'Invalid transaction id.',
  startDate: 'A valid start date is required (MM-DD-YYYY).',
  endDate: 'A valid end date is required (MM-DD-YYYY).',
  range: 'The start date must not be after the end date.',
  verifyUnsupported: 'The event chain is kept by the PostgreSQL event store only; this server keeps its events in EventStoreDB.',
} as const;

const instantParam = z
  .string({ error: AUDIT_MESSAGES.instant })
  .max(40, { error: AUDIT_MESSAGES.instant })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), {
    error: AUDIT_MESSAGES.instant,
  })
  .transform((v) => new Date(v));

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** A GET that streams its answer (verify's progress lines, the CSV): zod, the permission, then `send`. */
function streamRoute<Schema extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  schema: Schema,
  send: (input: z.output<Schema>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  declareRouteAccess('GET', url, 'ViewAuditLog');
  app.get(url, async (request, reply) => {
    const input = schema.parse(request.query ?? {}) as z.output<Schema>;
    await authorize(request.actor, 'ViewAuditLog', input);
    return send(input, request, reply);
  });
}

/**
 * The auditor's reads, all ViewAuditLog:
 * - GET /api/v4/audit/asOf?instant=<ISO>[&customerId=]: balances and transactions then (replayed) and now;
 * - GET /api/v4/audit/history?customerId= | ?transactionId=: the timeline of its events;
 * - GET /api/v4/audit/verify: the event chain checked, as newline-delimited JSON progress then a result;
 * - GET /api/v4/audit/export[?startDate&endDate]: the ledger as CSV, streamed (X-Pawroute-Total: events to read).
 */
export async function auditQueries(app: FastifyInstance): Promise<void> {
  const { db, store, config } = app.services;

  queryRoute(app, {
    url: '/api/v4/audit/asOf',
    schema: z.object({ instant: instantParam, customerId: optional(idParam(AUDIT_MESSAGES.customerId)) }),
    permission: 'ViewAuditLog',
    handle: (input) => readAsOf(db, store, input.instant, input.customerId, config.timeZone),
  });

  queryRoute(app, {
    url: '/api/v4/audit/history',
    schema: z.object({
      customerId: optional(idParam(AUDIT_MESSAGES.customerId)),
      transactionId: optional(idParam(AUDIT_MESSAGES.transactionId)),
    }),
    permission: 'ViewAuditLog',
    async handle(input) {
      if ((input.customerId === undefined) === (input.transactionId === undefined)) throw new DomainError(400, AUDIT_MESSAGES.subject);
      return readHistory(db, store, input.customerId !== undefined ? { customerId: input.customerId } : { transactionId: input.transactionId! });
    },
  });

  streamRoute(app, '/api/v4/audit/verify', z.object({}), async (_input, request, reply) => {
    if (store.kind !== 'postgres') throw new DomainError(409, AUDIT_MESSAGES.verifyUnsupported);
    const out = new PassThrough();
    const write = (line: AuditVerifyLine) => out.write(`${JSON.stringify(line)}\n`);
    const aborted = new AbortController();
    // The response closes early only when the client went away (it ends after the result otherwise).
    reply.raw.on('close', () => aborted.abort());
    let last = 0;
    void verifyEventChain(db, {
      key: auditKeyFor(config),
      signal: aborted.signal,
      onProgress(done, total) {
        // At most ~10 lines a second: the page's bar, not a flood.
        if (Date.now() - last < 100 && done < total) return;
        last = Date.now();
        write({ kind: 'progress', done, total });
      },
    })
      .then((result) => write({ kind: 'result', ...result }))
      .catch((error: unknown) => {
        if (aborted.signal.aborted) return; // the page went away: nobody to answer
        request.log.error({ err: error }, 'audit verify failed');
        write({ kind: 'error', message: 'The verification could not finish; see the server log.' });
      })
      .finally(() => out.end());
    return reply.header('Cache-Control', 'no-store').type('application/x-ndjson; charset=utf-8').send(out);
  });

  streamRoute(
    app,
    '/api/v4/audit/export',
    z.object({ startDate: optional(dateParam(AUDIT_MESSAGES.startDate)), endDate: optional(dateParam(AUDIT_MESSAGES.endDate)) }),
    async (input, request, reply) => {
      if (input.startDate && input.endDate && input.startDate > input.endDate) {
        throw new DomainError(400, AUDIT_MESSAGES.range, { startDate: AUDIT_MESSAGES.range });
      }
      const total = await countLedgerEvents(db, store);
      const out = new PassThrough();
      void (async () => {
        try {
          for await (const { line } of ledgerCsv(db, store, { timeZone: config.timeZone, startDate: input.startDate, endDate: input.endDate })) {
            // The download was cancelled: stop reading the log.
            if (out.destroyed) return;
            if (!out.write(line)) await new Promise((resolve) => (out.once('drain', resolve), out.once('close', resolve)));
          }
        } catch (error) {
          request.log.error({ err: error }, 'ledger export failed');
          out.write('\r\n# The export stopped early: see the server log.\r\n');
        } finally {
          out.end();
        }
      })();
      const name = `pawroute-ledger${input.startDate ? `-${input.startDate}` : ''}${input.endDate ? `-to-${input.endDate}` : ''}.csv`;
      if (total !== null) reply.header('X-Pawroute-Total', String(total));
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .type('text/csv; charset=utf-8')
        .send(out);
    },
  );
}
