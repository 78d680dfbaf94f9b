import type { Permission, PermissionFlags } from '../auth';
import type { TipBase } from '../completion';
import type { DistanceUnit } from '../route';
import { z } from 'zod';
import {
  AnimalTypeOptionSchema,
  BreedOptionSchema,
  ContactMethodOptionSchema,
  ServiceOptionSchema,
  TodoCategoryOptionSchema,
} from '../options';

/**
 * The Management reads' answers (part 2 §7.6, paths ours), declared once: query-api builds them from the
 * options read model, with getOptions' field names; the Management screens read them.
 */

/** GET management/getBreeds */
export const breedsAnswerSchema = z.object({
  breeds: z.array(BreedOptionSchema),
  animalTypes: z.array(AnimalTypeOptionSchema),
});
export type BreedsAnswer = z.infer<typeof breedsAnswerSchema>;

/** GET management/getProductsAndServices: every product or service, and their categories (sorted). */
export const productsAnswerSchema = z.object({
  productsAndServices: z.array(ServiceOptionSchema),
  categories: z.array(z.string()),
});
export type ProductsAnswer = z.infer<typeof productsAnswerSchema>;

/** GET management/getTodoCategories */
export const todoCategoriesAnswerSchema = z.object({ todoCategories: z.array(TodoCategoryOptionSchema) });
export type TodoCategoriesAnswer = z.infer<typeof todoCategoriesAnswerSchema>;

/** GET management/getContactMethods */
export const contactMethodsAnswerSchema = z.object({
  contactMethods: z.array(ContactMethodOptionSchema),
  defaultContactMethodId: z.number().nullable(),
});
export type ContactMethodsAnswer = z.infer<typeof contactMethodsAnswerSchema>;

/** POST /api/v4/management/testPaymentGateway: whether the gateway accepted the credentials (nothing charged). */
export interface GatewayCheckAnswer {
  gateway: string;
  ok: boolean;
  message: string;
}

/** POST management/<list>/create|update|delete: the row written (a delete answers no ID). */
export interface ManagementRowWritten {
  ID?: number;
}

/** One user type as GET management/getUserTypes answers it. */
export interface UserTypeView {
  ID: number;
  UserType: string;
  isCustomerType: boolean;
  permissions: PermissionFlags;
  /** Users (not deleted) of this type. */
  userCount: number;
}

export interface GetUserTypesResponse {
  userTypes: UserTypeView[];
  permissions: readonly Permission[];
}

/** A user type created, updated or deleted. */
export interface UserTypeWritten {
  ID: number;
}

/** A user whose profile a write changed (changeUserType, delete, restore). */
export interface UserWritten {
  userId: number;
}

/** The settings' writes: the row written, or the setting now. */
export const managedRowAnswerSchema = z.object({ ID: z.number() });
export type ManagedRowAnswer = z.infer<typeof managedRowAnswerSchema>;
export const userTypeDeletedAnswerSchema = z.object({ ID: z.number(), ReplacingID: z.number() });
export type UserTypeDeletedAnswer = z.infer<typeof userTypeDeletedAnswerSchema>;
export const userTypeChangedAnswerSchema = z.object({ userId: z.number(), UserTypeID: z.number() });
export type UserTypeChangedAnswer = z.infer<typeof userTypeChangedAnswerSchema>;
export const otherOptionsAnswerSchema = z.object({ defaultContactMethodId: z.number() });
export type OtherOptionsAnswer = z.infer<typeof otherOptionsAnswerSchema>;
/** GET management/getDefaultCancelFee: cents. */
export const defaultCancelFeeAnswerSchema = z.object({ defaultCancelFee: z.number() });
export type DefaultCancelFeeAnswer = z.infer<typeof defaultCancelFeeAnswerSchema>;
/** GET management/getTipBase (docs/RULES.md TIP-BASE). */
export const tipBaseAnswerSchema = z.object({ tipBase: z.enum(['total', 'groomOnly']) });
export type TipBaseAnswer = z.infer<typeof tipBaseAnswerSchema>;
/** GET management/getDistanceUnit: the unit set, or the default for the business's address. */
export const distanceUnitAnswerSchema = z.object({ distanceUnit: z.enum(['mi', 'km']) });
export type DistanceUnitAnswer = z.infer<typeof distanceUnitAnswerSchema>;
