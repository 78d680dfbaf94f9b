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

/** Messages of the profile actions (part 1 §8, part 2 §5.7 and §8.2), word for word. */
export const PROFILE_MESSAGES = {
  loginEmailRequired: 'Login Email is a required field',
  deleteNeedsUserId: 'Cannot delete user without userID. Please try refreshing the page and trying again.',
  failedToCreateAccount: 'Failed to create account',
  failedToDeleteUser: 'Failed to delete user',
  failedToRestoreUser: 'Failed to restore user',
  failedToRetrieveUser: 'Failed to retrieve user',
  failedToRetrieveBalance: 'Failed to retrieve balance',
  failedToCreateTodo: 'Failed to create todo item',
  /** Part 2 §8.2: opening a profile failed (its user could not be read; a 404 says 'User not found.'). */
  failedToNavigate: 'Failed to navigate to user profile...',
  deletedNotice: 'This profile has been marked as deleted.',
  // ours, where the spec names the action but no message
  createdAccount: 'Created a login account',
  deletedUser: 'Deleted user',
  restoredUser: 'Restored user',
  userIdRequired: 'A numeric user ID is required.',
  customerIdRequired: 'A numeric customer ID is required.',
  notACustomer: 'This user is not a customer.',
  userDeleted: 'This profile has been marked as deleted. Restore it before making changes.',
  comingLater: 'This is coming in a later release.',
} as const;
