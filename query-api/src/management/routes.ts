import type { BreedsAnswer, ContactMethodsAnswer, ProductsAnswer, TodoCategoriesAnswer } from '@pawroute/domain';
import { defaultDistanceUnitFor } from '@pawroute/domain';
import { allOf, anyOf, queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readOptions, readSignUpOptions } from '../options';
import { businessToday } from '../shared/localTime';
import { userTypeQueries } from './userTypes';

const NoQuery = z.object({}).loose();

/** The Management screen's reads: ViewManagement and EditSettings, as the screen (part 2 §2.2, §2.6). */
const MANAGEMENT = allOf('ViewManagement', 'EditSettings');

/**
 * Management reads (part 2 §7.6; ViewManagement and EditSettings, the screen's permissions). The paths are ours. They read
 * the same options read model as getOptions, with its field names.
 */
export async function managementQueries(app: FastifyInstance): Promise<void> {
  // User types with their permissions (ViewPermissions): userTypes.ts.
  await userTypeQueries(app);
  queryRoute(app, {
    url: '/api/v4/management/getBreeds',
    schema: NoQuery,
    permission: MANAGEMENT,
    handle: async (_input, { db }): Promise<BreedsAnswer> => {
      const { breeds, animalTypes } = await readSignUpOptions(db);
      return { breeds, animalTypes };
    },
  });

  queryRoute(app, {
    url: '/api/v4/management/getProductsAndServices',
    schema: NoQuery,
    permission: MANAGEMENT,
    handle: async (_input, { db, services }): Promise<ProductsAnswer> => {
      const { services: products } = await readOptions(db, services.config.timeZone, businessToday(services));
      return { productsAndServices: products, categories: [...new Set(products.map((p) => p.category))].sort() };
    },
  });

  queryRoute(app, {
    url: '/api/v4/management/getTodoCategories',
    schema: NoQuery,
    permission: MANAGEMENT,
    handle: async (_input, { db }): Promise<TodoCategoriesAnswer> => {
      const { rows } = await db.query<{ id: number; category: string }>('SELECT id, category FROM todo_categories ORDER BY id');
      return { todoCategories: rows.map((r) => ({ ID: Number(r.id), category: r.category })) };
    },
  });

  queryRoute(app, {
    url: '/api/v4/management/getContactMethods',
    schema: NoQuery,
    permission: MANAGEMENT,
    handle: async (_input, { db }): Promise<ContactMethodsAnswer> => {
      const { rows } = await db.query<{ id: number; method: string; is_default: boolean }>(
        'SELECT id, method, is_default FROM contact_methods ORDER BY id',
      );
      const contactMethods = rows.map((r) => ({ ID: Number(r.id), method: r.method, isDefault: r.is_default }));
      return { contactMethods, defaultContactMethodId: contactMethods.find((m) => m.isDefault)?.ID ?? null };
    },
  });

  // The default cancel fee (cents; none set: 0): Management edits it, the cancel dialog prefills with it,
  // so whoever may cancel an appointment reads it too.
  queryRoute(app, {
    url: '/api/v4/management/getDefaultCancelFee',
    schema: NoQuery,
    permission: anyOf('EditSettings', 'EditAppointments', 'EditAppointmentStatus'),
    handle: async (_input, { db }) => {
      const { rows } = await db.query<{ default_cancel_fee_cents: number }>('SELECT default_cancel_fee_cents FROM fee_settings WHERE id = 1');
      return { defaultCancelFee: rows[0] ? Number(rows[0].default_cancel_fee_cents) : 0 };
    },
  });

  // TIP-BASE's setting ('total' when none is set): Management edits it; whoever takes a payment reads it
  // for the tip step's base ("15% of $266.18").
  queryRoute(app, {
    url: '/api/v4/management/getTipBase',
    schema: NoQuery,
    permission: anyOf('EditSettings', 'CreateTransactions'),
    handle: async (_input, { db }) => {
      const { rows } = await db.query<{ tip_base: string }>('SELECT tip_base FROM tip_settings WHERE id = 1');
      return { tipBase: rows[0]?.tip_base === 'groomOnly' ? ('groomOnly' as const) : ('total' as const) };
    },
  });

  // The distance unit (set in Management, else miles for a US business and km otherwise): whoever sees a
  // distance reads it.
  queryRoute(app, {
    url: '/api/v4/management/getDistanceUnit',
    schema: NoQuery,
    permission: 'signedIn',
    handle: async (_input, { db }) => {
      const { rows } = await db.query<{ distance_unit: string }>('SELECT distance_unit FROM display_settings WHERE id = 1');
      const set = rows[0]?.distance_unit;
      return { distanceUnit: set === 'km' || set === 'mi' ? set : defaultDistanceUnitFor(app.services.config.businessAddress), isDefault: set === undefined };
    },
  });
}
