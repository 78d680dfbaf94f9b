/** Management settings' messages (part 2 §2.6, §5.7, §7.6). */
export const MANAGEMENT_MESSAGES = {
  requiredFields: 'Please fill in the required fields',
  itemRequired: 'Item is a required field',
  priceRequired: 'Price is a required field',
  categoryRequired: 'Category is a required field',
  money: 'Please enter a valid amount',
  breedNotFound: 'Failed to update breed',
  productNotFound: 'Failed to update product or service',
  productDeleteNotFound: 'Failed to delete product or service',
  todoCategoryNotFound: 'Failed to delete todo category',
  exists: 'That record exists already',
  contactMethodNotFound: 'Failed to update other options',
} as const;

/** User types (part 2 §5.7): the form's and the catalogue's messages. */
export const USER_TYPE_MESSAGES = {
  nameRequired: 'User type is a required field',
  nameTaken: 'A user type with that name already exists',
  notFound: 'User type not found',
  unknownPermission: 'Unknown permission',
  onlyOne: 'A user type can only be deleted when more than one exists',
  replacementRequired: 'Please choose a replacement user type',
  replacementSame: 'The replacement must be a different user type',
  replacementNotFound: 'The replacement user type does not exist',
  customerUndeletable: 'The Customer user type cannot be deleted',
  customerReplacement: 'Staff users cannot be moved to the Customer user type',
  customerPermissions: 'The Customer user type can only hold customer permissions',
  customerNeedsDashboard: 'The Customer user type must keep ViewCustomerDashboard',
  lastPermissionEditor: 'At least one user type must keep EditPermissions',
  // changing one user's type
  userNotFound: 'Failed to retrieve user',
  userDeleted: 'A deleted user cannot change user type',
  customerToStaff: 'A customer cannot be given a staff user type',
  staffToCustomer: 'An employee cannot be given the Customer user type',
  ownType: 'You cannot change your own user type',
  // who may give a login or a user type (docs/DECISIONS.md, "Who may give a login")
  grantBeyondActor: 'You cannot give a user a user type that holds permissions you do not have',
  loginBeyondActor: 'You cannot give a login to a user whose user type holds permissions you do not have',
  // the spec's toasts (part 2 §8.2)
  deleteFailed: (name: string) => `Failed to delete user type: ${name}`,
  saveFailed: (name: string) => `Failed to save permissions for user type: ${name}`,
  deleted: 'Deleted user type',
  saved: 'Saved permissions for',
} as const;
