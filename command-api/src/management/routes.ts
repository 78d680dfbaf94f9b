import {
  ANIMAL_TYPES,
  breedStream,
  CONTACT_METHODS,
  createBreedSchema,
  createProductOrServiceSchema,
  createTodoCategorySchema,
  deleteProductOrServiceSchema,
  deleteTodoCategorySchema,
  DomainError,
  MANAGEMENT_MESSAGES,
  productOrServiceStream,
  SEED_BREEDS,
  SEED_PRODUCTS,
  SETTINGS_STREAM,
  settingsRecordDecider,
  TODO_CATEGORIES,
  todoCategoryStream,
  updateBreedSchema,
  updateDefaultCancelFeeSchema,
  updateTipBaseSchema,
  updateDistanceUnitSchema,
  defaultDistanceUnitFor,
  updateOtherOptionsSchema,
  updateProductOrServiceSchema,
  type BreedInput,
  type ProductInput,
  defaultCancelFeeAnswerSchema,
  distanceUnitAnswerSchema,
  managedRowAnswerSchema,
  otherOptionsAnswerSchema,
  tipBaseAnswerSchema,
} from '@pawroute/domain';
import { allOf, commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { userTypeCommands } from './userTypeRoutes';

const seededBreed = (id: number) => SEED_BREEDS.some((b) => b.id === id);
const seededProduct = (id: number) => SEED_PRODUCTS.some((p) => p.id === id);
const seededTodoCategory = (id: number) => TODO_CATEGORIES.some((c) => c.id === id);

function breedData(id: number, input: BreedInput) {
  if (!ANIMAL_TYPES.some((a) => a.id === input.animalTypeId)) {
    throw new DomainError(400, MANAGEMENT_MESSAGES.requiredFields, { animalTypeId: MANAGEMENT_MESSAGES.requiredFields });
  }
  return { id, ...input };
}

const productData = (id: number, input: ProductInput) => ({ id, ...input });

/** The Management screen's writes: ViewManagement and EditSettings, as the screen (part 2 §2.2, §2.6). */
const MANAGEMENT = allOf('ViewManagement', 'EditSettings');

/**
 * Management settings (part 2 §2.6, §5.7, §7.6; ViewManagement and EditSettings). The paths are ours: the spec names
 * the calls but not their paths. Each change is an event on the record's own stream, which the
 * options read model (and so getOptions and estimate pricing) follows.
 */
export async function managementCommands(app: FastifyInstance): Promise<void> {
  // User types and permissions (EditPermissions), and one user's type: userTypeRoutes.ts.
  await userTypeCommands(app);
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/createBreed',
    name: 'CreateBreed',
    answer: managedRowAnswerSchema,
    schema: createBreedSchema,
    permission: MANAGEMENT,
    async handle(input, ctx) {
      const data = breedData(0, input);
      const id = await ctx.nextId('breed');
      await ctx.execute(breedStream(id), settingsRecordDecider, { type: 'DefineBreed', data: { ...data, id }, create: true, seeded: false });
      return { ID: id };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/updateBreed',
    name: 'UpdateBreed',
    answer: managedRowAnswerSchema,
    schema: updateBreedSchema,
    permission: MANAGEMENT,
    async handle({ ID, ...input }, ctx) {
      await ctx.execute(breedStream(ID), settingsRecordDecider, { type: 'DefineBreed', data: breedData(ID, input), create: false, seeded: seededBreed(ID) });
      return { ID };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/createProductOrService',
    name: 'CreateProductOrService',
    answer: managedRowAnswerSchema,
    schema: createProductOrServiceSchema,
    permission: MANAGEMENT,
    async handle(input, ctx) {
      const id = await ctx.nextId('product');
      await ctx.execute(productOrServiceStream(id), settingsRecordDecider, { type: 'DefineProduct', data: productData(id, input), create: true, seeded: false });
      return { ID: id };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/updateProductOrService',
    name: 'UpdateProductOrService',
    answer: managedRowAnswerSchema,
    schema: updateProductOrServiceSchema,
    permission: MANAGEMENT,
    async handle({ ID, ...input }, ctx) {
      await ctx.execute(productOrServiceStream(ID), settingsRecordDecider, { type: 'DefineProduct', data: productData(ID, input), create: false, seeded: seededProduct(ID) });
      return { ID };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/deleteProductOrService',
    name: 'DeleteProductOrService',
    answer: managedRowAnswerSchema,
    schema: deleteProductOrServiceSchema,
    permission: MANAGEMENT,
    async handle({ ID }, ctx) {
      await ctx.execute(productOrServiceStream(ID), settingsRecordDecider, { type: 'DeleteProduct', data: { id: ID }, seeded: seededProduct(ID) });
      return { ID };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/createTodoCategory',
    name: 'CreateTodoCategory',
    answer: managedRowAnswerSchema,
    schema: createTodoCategorySchema,
    permission: MANAGEMENT,
    async handle({ category }, ctx) {
      const id = await ctx.nextId('todo_category');
      await ctx.execute(todoCategoryStream(id), settingsRecordDecider, { type: 'DefineTodoCategory', data: { id, category }, create: true, seeded: false });
      return { ID: id };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/deleteTodoCategory',
    name: 'DeleteTodoCategory',
    answer: managedRowAnswerSchema,
    schema: deleteTodoCategorySchema,
    permission: MANAGEMENT,
    async handle({ ID }, ctx) {
      await ctx.execute(todoCategoryStream(ID), settingsRecordDecider, { type: 'DeleteTodoCategory', data: { id: ID }, seeded: seededTodoCategory(ID) });
      return { ID };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/updateOtherOptions',
    name: 'UpdateOtherOptions',
    answer: otherOptionsAnswerSchema,
    schema: updateOtherOptionsSchema,
    permission: MANAGEMENT,
    async handle({ defaultContactMethodId }, ctx) {
      await ctx.execute(SETTINGS_STREAM, settingsRecordDecider, {
        type: 'ChooseDefaultContactMethod',
        data: { seededMethods: CONTACT_METHODS, defaultId: defaultContactMethodId },
      });
      return { defaultContactMethodId };
    },
  });

  // The default cancel fee (part 2 §3 fees): the path is ours, beside the other options.
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/updateDefaultCancelFee',
    name: 'UpdateDefaultCancelFee',
    answer: defaultCancelFeeAnswerSchema,
    schema: updateDefaultCancelFeeSchema,
    permission: MANAGEMENT,
    async handle({ defaultCancelFee }, ctx) {
      await ctx.execute(SETTINGS_STREAM, settingsRecordDecider, { type: 'SetDefaultCancelFee', data: { cents: defaultCancelFee } });
      return { defaultCancelFee };
    },
  });

  // TIP-BASE's setting (beyond the spec): what percent tips apply to, the whole total (default) or the groom only.
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/updateTipBase',
    name: 'UpdateTipBase',
    answer: tipBaseAnswerSchema,
    schema: updateTipBaseSchema,
    permission: MANAGEMENT,
    async handle({ tipBase }, ctx) {
      await ctx.execute(SETTINGS_STREAM, settingsRecordDecider, { type: 'SetTipBase', data: { base: tipBase } });
      return { tipBase };
    },
  });

  // The distance unit (the day's route): miles by default for a US business, km otherwise.
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/updateDistanceUnit',
    name: 'UpdateDistanceUnit',
    answer: distanceUnitAnswerSchema,
    schema: updateDistanceUnitSchema,
    permission: MANAGEMENT,
    async handle({ distanceUnit }, ctx) {
      const current = defaultDistanceUnitFor(ctx.services.config.businessAddress);
      await ctx.execute(SETTINGS_STREAM, settingsRecordDecider, { type: 'SetDistanceUnit', data: { unit: distanceUnit, current } });
      return { distanceUnit };
    },
  });
}
