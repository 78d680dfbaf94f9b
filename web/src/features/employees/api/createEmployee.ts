import { USER_MESSAGES, isCustomerUserType, createUserSchema, type CreateUserInput, type OptionsResponse } from '@pawroute/domain';
import { z } from 'zod';

/** The form holds strings, named as the body POST /api/v4/user/create parses (domain createUserSchema). */
export type CreateEmployeeForm = Record<keyof Pick<CreateUserInput, 'firstName' | 'lastName' | 'emailAddress' | 'phoneNumber' | 'UserTypeID'>, string> &
  Record<keyof Pick<CreateUserInput, 'isAccount'>, boolean>;

export const emptyCreateEmployeeForm: CreateEmployeeForm = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  phoneNumber: '',
  UserTypeID: '',
  isAccount: true,
};

/**
 * The server's own schema (domain createUserSchema), plus part 2 §5.3's rule that the new-employee form
 * needs a user type: an empty one would make a customer.
 */
export const createEmployeeSchema = createUserSchema.superRefine((body, ctx) => {
  if (body.UserTypeID === undefined || isCustomerUserType(body.UserTypeID)) {
    ctx.addIssue({ code: 'custom', path: ['UserTypeID'], message: USER_MESSAGES.invalidUserType });
  }
});

export const toCreateUserInput = (form: CreateEmployeeForm): CreateUserInput => ({
  firstName: form.firstName,
  lastName: form.lastName,
  emailAddress: form.emailAddress,
  phoneNumber: form.phoneNumber,
  UserTypeID: form.UserTypeID,
  isAccount: form.isAccount,
});

/** The staff user types (every type but Customer) from getOptions. */
export const staffUserTypes = (options: OptionsResponse | undefined) =>
  (options?.userTypes ?? []).filter((t) => !isCustomerUserType(t.ID));

export type CreateEmployeeBody = z.output<typeof createEmployeeSchema>;
