import {
  DomainError,
  VACCINATION_MESSAGES as M,
  certificateQuerySchema,
  isExpiredAt,
  petVaccinationsQuerySchema,
  toSpecDate,
  type PetVaccinationsAnswer,
  type VaccineListAnswer,
} from '@pawroute/domain';
import { describedRule, isStaff, nowOf, permissionOr, queryRoute, type Actor, type SqlExecutor } from '@pawroute/platform';
import type { TableRow } from '@pawroute/projections';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { binaryRoute, storedFileOfName } from '../pictures';

const NoQuery = z.object({}).passthrough();

type RecordRow = TableRow<'pet_vaccinations'> & { vaccine: string };

/** A customer reaches only their own pets; another's is not found, as a missing one is. */
async function ownPet(db: SqlExecutor, actor: Actor, petId: number): Promise<boolean> {
  const { rows } = await db.query<{ customer_id: number }>(`SELECT customer_id FROM pets WHERE id = $1`, [petId]);
  return Boolean(rows[0]) && actor.customerId !== null && Number(rows[0]!.customer_id) === actor.customerId;
}

/**
 * Vaccinations' reads (docs/RULES.md VAC-VALID): the managed list and the rules (everyone signed in:
 * the forms pick from it), and one pet's records (staff who view customers, or the pet's own customer).
 * `expired` is judged on today's business-local date.
 */
export async function vaccinationsQueries(app: FastifyInstance): Promise<void> {
  const { db, config } = app.services;

  queryRoute(app, {
    url: '/api/v4/vaccinations/getList',
    schema: NoQuery,
    permission: 'signedIn',
    async handle(): Promise<VaccineListAnswer> {
      const vaccines = await db.query<TableRow<'vaccines'>>(`SELECT id, name, removed FROM vaccines WHERE NOT removed ORDER BY lower(name), id`);
      const rules = await db.query<TableRow<'vaccination_rules'>>(`SELECT required_vaccine_ids, refuse_bookings FROM vaccination_rules WHERE id = 1`);
      const rule = rules.rows[0];
      return {
        vaccines: vaccines.rows.map((v) => ({ ID: Number(v.id), name: v.name })),
        rules: { requiredVaccineIds: (rule?.required_vaccine_ids ?? []).map(Number), refuseBookings: rule?.refuse_bookings ?? false },
      };
    },
  });

  queryRoute(app, {
    url: '/api/v4/vaccinations/findByPet',
    schema: petVaccinationsQuerySchema,
    permission: permissionOr<unknown>('ViewCustomers', 'a customer, for their own pets', (actor) => !isStaff(actor)),
    async handle({ petId }, request: { actor: Actor }): Promise<PetVaccinationsAnswer> {
      const { actor } = request;
      if (!actor.permissions.ViewCustomers && !(await ownPet(db, actor, petId))) throw new DomainError(404, M.petNotFound);
      const { rows } = await db.query<RecordRow>(
        `SELECT pv.*, v.name AS vaccine FROM pet_vaccinations pv JOIN vaccines v ON v.id = pv.vaccine_id
          WHERE pv.pet_id = $1 ORDER BY lower(v.name), pv.expires_on DESC, pv.record_id`,
        [petId],
      );
      const now = nowOf(app.services).toISOString();
      return {
        vaccinations: rows.map((r) => ({
          recordId: Number(r.record_id),
          petId: Number(r.pet_id),
          vaccineId: Number(r.vaccine_id),
          vaccine: r.vaccine,
          givenOn: toSpecDate(r.given_on),
          expiresOn: toSpecDate(r.expires_on),
          expired: isExpiredAt({ expiresOn: r.expires_on }, now, config.timeZone),
          certificate: r.certificate ?? null,
        })),
      };
    },
  });

  // The certificate's picture: staff who view customers, or the pet's own customer (another's is not found).
  binaryRoute(app, {
    url: '/api/v4/vaccinations/getCertificate',
    schema: certificateQuerySchema,
    permission: describedRule<{ petId: number }>({ anyOf: ['ViewCustomers'], otherwise: "the pet's own customer" }, async (actor, { petId }) =>
      actor.permissions.ViewCustomers === true || (!isStaff(actor) && (await ownPet(db, actor, petId))),
    ),
    notFound: M.certificateNotFound,
    async find({ petId, recordId }) {
      const { rows } = await db.query<{ certificate: string | null }>(`SELECT certificate FROM pet_vaccinations WHERE pet_id = $1 AND record_id = $2`, [petId, recordId]);
      return rows[0]?.certificate ? storedFileOfName(rows[0].certificate) : null;
    },
  });
}
