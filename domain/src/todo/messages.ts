/** Todo messages: part 1 §5 and §8 word for word, ours where the spec is silent. */
export const TODO_MESSAGES = {
  // part 1 §5
  noteRequired: 'Todo is a required field',
  // part 1 §8
  failedToComplete: 'Failed to complete todo item',
  completed: 'Completed todo item',
  failedToCreate: 'Failed to create todo item',
  failedToRetrieve: 'Failed to retrieve todo items',
  // ours
  noteTooLong: 'Todo can be at most 250 characters.',
  dateInvalid: 'Please enter a valid date.',
  repeatInvalid: 'Repeat In Days must be a whole number of 0 or more.',
  todoRequired: 'A numeric todo item ID is required.',
  customerInvalid: 'A numeric customer ID is required.',
  customerNotFound: 'Customer not found.',
  categoryInvalid: 'A numeric todo category ID is required.',
  formDataInvalid: 'formData must be JSON text of at most 10000 characters.',
  notFound: 'Todo item not found.',
  alreadyCompleted: 'This todo item is already completed.',
  exists: 'This todo item already exists.',
  created: 'Created todo item',
} as const;

export const TODO_NOTE_MAX = 250;
export const TODO_FORM_DATA_MAX = 10_000;
/** Repeat in days: int4 keeps the column safe; 100 years is plenty. */
export const TODO_REPEAT_MAX = 36_500;
