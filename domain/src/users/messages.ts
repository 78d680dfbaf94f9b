/** Messages of the users feature: the spec's words (part 1 §8) where it has them, ours otherwise. */
export const USER_MESSAGES = {
  emailInUse: 'Email already in use by another account.',
  failedToSaveNewUser: 'Failed to save new user.',
  createdNewUser: (name: string) => `Created new user account for ${name}`,
  failedToRetrieveUser: 'Failed to retrieve user',
  userNotFound: 'User not found.',
  userExists: 'This user already exists.',
  alreadyAccount: 'This user already has a login account.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email address is required.',
  addressRequired: 'Address is required.',
  invalidUserType: 'Please select a valid user type.',
} as const;
