import { z } from 'zod';
import { int4, storableCents, storableId, storableText } from '../shared/storable';
import { TIP_BASES } from '../completion';
import { DISTANCE_UNITS } from '../route';
import { isPermission, PERMISSIONS, type Permission } from '../auth';
import { MANAGEMENT_MESSAGES, USER_TYPE_MESSAGES } from './messages';

const M = MANAGEMENT_MESSAGES;
const U = USER_TYPE_MESSAGES;

const money = storableCents();
const cents = z.number({ error: M.money }).int({ error: M.money }).pipe(money);

/** The breed form (part 2 §5.7): name, animal type and minutes required; prices in cents. */
export const breedInputSchema = z.object({
  breed: storableText({ error: M.requiredFields }).trim().min(1, { error: M.requiredFields }).max(100),
  animalTypeId: z.number({ error: M.requiredFields }).int({ error: M.requiredFields }).pipe(storableId()),
  minutesToGroom: z.number({ error: M.requiredFields }).int({ error: M.requiredFields }).pipe(int4().nonnegative()),
  bathBrushPrice: cents,
  bathBrushPrice3Months: cents,
  bathBrushPrice6Months: cents,
  deluxePrice: cents,
  deluxePrice3Months: cents,
  deluxePrice6Months: cents,
});
export const createBreedSchema = breedInputSchema;
export const updateBreedSchema = breedInputSchema.extend({ ID: storableId() });

/** The product/service form: item and price required, addonPrice optional, category typed freely. */
export const productInputSchema = z.object({
  item: storableText({ error: M.itemRequired }).trim().min(1, { error: M.itemRequired }).max(100),
  category: storableText({ error: M.categoryRequired }).trim().min(1, { error: M.categoryRequired }).max(50),
  price: z.number({ error: M.priceRequired }).int({ error: M.money }).pipe(money),
  addonPrice: cents.nullish().transform((v) => v ?? null),
  description: storableText().max(250).nullish().transform((v) => v ?? ''),
  customerNote: storableText().max(250).nullish().transform((v) => v ?? ''),
});
export const createProductOrServiceSchema = productInputSchema;
export const updateProductOrServiceSchema = productInputSchema.extend({ ID: storableId() });
export const deleteProductOrServiceSchema = z.object({ ID: storableId() });

/** Todo category: category required. */
export const createTodoCategorySchema = z.object({
  category: storableText({ error: M.categoryRequired }).trim().min(1, { error: M.categoryRequired }).max(100),
});
export const deleteTodoCategorySchema = z.object({ ID: storableId() });

/** Other options: the default contact method id. */
export const updateOtherOptionsSchema = z.object({ defaultContactMethodId: storableId() });

/**
 * The default cancel fee (part 2 §3 fees): cents, 0 for none. It prefills the cancel-fee field
 * of the cancel dialog; the fee charged is still the one entered there.
 */
export const updateDefaultCancelFeeSchema = z.object({
  defaultCancelFee: z.number({ error: M.money }).int({ error: M.money }).nonnegative({ error: M.money }).pipe(money),
});

/** TIP-BASE: what a percent tip is a percent of ("the whole total", the default, or "the groom only"). */
export const updateTipBaseSchema = z.object({ tipBase: z.enum(TIP_BASES, { error: 'Choose the whole total or the groom only.' }) });

/** The unit distances are shown in (the day's route): miles or kilometres. */
export const updateDistanceUnitSchema = z.object({ distanceUnit: z.enum(DISTANCE_UNITS, { error: 'Choose miles or kilometres.' }) });

export type BreedInput = z.infer<typeof breedInputSchema>;
export type ProductInput = z.infer<typeof productInputSchema>;

/** The Management writes' bodies as the web sends them: the inputs of the schemas the server checks with. */
export type DeleteProductOrServiceBody = z.input<typeof deleteProductOrServiceSchema>;
export type CreateTodoCategoryBody = z.input<typeof createTodoCategorySchema>;
export type DeleteTodoCategoryBody = z.input<typeof deleteTodoCategorySchema>;
export type UpdateOtherOptionsBody = z.input<typeof updateOtherOptionsSchema>;
export type UpdateDefaultCancelFeeBody = z.input<typeof updateDefaultCancelFeeSchema>;
export type UpdateTipBaseBody = z.input<typeof updateTipBaseSchema>;
export type UpdateDistanceUnitBody = z.input<typeof updateDistanceUnitSchema>;

/**
 * Permissions as the spec's "one boolean flag per permission" ({ViewEmployees: true, ...}; a flag left
 * out is off) or as a list of names. Unknown names are refused; the result is a list in PERMISSIONS order.
 */
export const permissionsInputSchema = z
  .union([z.array(z.string()), z.record(z.string(), z.boolean())], { error: 'Permissions must be a list or a set of flags' })
  .optional()
  .transform((value, ctx): Permission[] => {
    if (value === undefined) return [];
    const granted = Array.isArray(value) ? value : Object.entries(value).filter(([, on]) => on).map(([name]) => name);
    const names = Array.isArray(value) ? value : Object.keys(value);
    const unknown = names.filter((n) => !isPermission(n));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `${U.unknownPermission}: ${unknown.slice(0, 3).join(', ')}` });
      return z.NEVER;
    }
    return PERMISSIONS.filter((p) => granted.includes(p));
  });

const nameSchema = storableText({ error: U.nameRequired }).trim().min(1, { error: U.nameRequired }).max(50);

/** POST management/user-type/create: {ID (ignored), UserType, Permissions} → ID. New types start with every permission off. */
export const createUserTypeSchema = z.object({
  ID: z.unknown().optional(),
  UserType: nameSchema,
  Permissions: permissionsInputSchema,
});
/** POST management/user-type/update: {ID, UserType, Permissions} → ID. The permissions sent are the whole new set. */
export const updateUserTypeSchema = z.object({
  ID: storableId(),
  UserType: nameSchema,
  Permissions: permissionsInputSchema,
});
/** POST management/deleteUserType: {ID, ReplacingID}. */
export const deleteUserTypeSchema = z.object({
  ID: storableId(),
  ReplacingID: z.number({ error: U.replacementRequired }).pipe(storableId()),
});
/** POST user/changeUserType: {userId, UserTypeID}. */
export const changeUserTypeSchema = z.object({
  userId: storableId(),
  UserTypeID: z.number({ error: 'Please choose a user type' }).pipe(storableId()),
});
export type CreateUserTypeInput = z.output<typeof createUserTypeSchema>;
/** What the user-type form sends: create without an ID, update with one. */
export type SaveUserTypeBody = Omit<z.input<typeof updateUserTypeSchema>, 'ID'> & Partial<Pick<z.input<typeof updateUserTypeSchema>, 'ID'>>;
export type UpdateUserTypeInput = z.output<typeof updateUserTypeSchema>;
export type DeleteUserTypeInput = z.output<typeof deleteUserTypeSchema>;

/** POST /api/v4/management/deleteUserType */
export type DeleteUserTypeBody = z.output<typeof deleteUserTypeSchema>;
/** POST /api/v4/user/changeUserType */
export type ChangeUserTypeBody = z.output<typeof changeUserTypeSchema>;
