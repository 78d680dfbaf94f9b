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
