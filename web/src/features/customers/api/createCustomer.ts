import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  USER_TYPE_IDS,
  createUserSchema,
  type CreateUserBody,
  type CreateUserInput,
  type CreateUserResponse,
} from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { customerKeys } from './keys';

/** The same schema the server parses POST /api/v4/user/create with (domain/src/users). */
export { createUserSchema };

/**
 * The form holds strings, named as the request body's fields (domain createUserSchema); the address is
 * nested like the body, so server fieldErrors map 1:1.
 */
type AddressInfo = NonNullable<CreateUserInput['AddressInfo']>;
export type CreateCustomerForm = Record<keyof Pick<CreateUserInput, 'firstName' | 'middleName' | 'lastName' | 'emailAddress' | 'phoneNumber'>, string> & {
  AddressInfo: Record<keyof Pick<AddressInfo, 'address' | 'city' | 'state' | 'zipcode' | 'mapsco'>, string>;
};

export const emptyCreateCustomerForm: CreateCustomerForm = {
  firstName: '',
  middleName: '',
  lastName: '',
  emailAddress: '',
  phoneNumber: '',
  // Part 2 §9: the state defaults to Texas.
  AddressInfo: { address: '', city: '', state: 'Texas', zipcode: '', mapsco: '' },
};

/**
 * The request body the schema validates. The state is pre-filled, so an address whose other fields are
 * all empty is no address at all (otherwise the pre-filled state alone would demand a street line).
 */
export function toCreateUserInput(form: CreateCustomerForm): CreateUserInput {
  const { address, city, zipcode, mapsco } = form.AddressInfo;
  const untouched = ![address, city, zipcode, mapsco].some((v) => v.trim());
  return {
    ...form,
    UserTypeID: USER_TYPE_IDS.Customer,
    AddressInfo: untouched ? undefined : form.AddressInfo,
    // A customer record without a login; "Create Account" on the profile adds one later.
    isAccount: false,
  };
}

export function createUser(body: CreateUserBody): Promise<CreateUserResponse> {
  return api.post<CreateUserResponse>('/api/v4/user/create', body);
}

export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess() {
      void client.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
