/** Messages and toasts of the pets feature: the spec's words (part 1 §5, §8), ours where it is silent. */
export const PET_MESSAGES = {
  // §5
  nameRequired: 'A name is required',
  newPetNameRequired: 'A pet name is required to add a new pet.',
  breedRequired: 'A breed is required.',
  newPetBreedRequired: 'A breed is required to add a new pet.',
  yearTooLarge: 'Year must be less than 9999',
  petRequiredForOwnerChange: "A pet is required to change the pet's owner",
  noPetIdForSympathy: 'No ID for the pet was found. Please refresh your browser and try again.',
  // §8 toasts
  failedToChangeOwner: "Failed to change the pet's owner.",
  changedOwner: "Successfully changed the pet's owner.",
  failedToSendSympathy: 'Failed to send sympathy email',
  sentSympathy: 'Successfully sent sympathy email',
  failedToSaveNotes: 'Failed to save pet notes.',
  savedNotes: 'Successfully saved pet notes.',
  failedToSave: 'Failed to save pet.',
  savedYourPet: 'Successfully saved your pet.',
  savedPet: 'Successfully saved pet.',
  failedToDelete: 'Failed to delete pet.',
  deletedPet: 'Successfully deleted pet.',
  failedToRetrieve: 'Failed to retrieve pets',
  failedToLoadCard: 'Failed to Load Pets',
  failedToDeletePicture: 'Failed to delete picture.',
  noPetsForCustomer: 'Contact the company to Add New Pets!',
  // ours
  petNotFound: 'Pet not found.',
  petExists: 'This pet already exists.',
  customerRequired: 'A customer is required to add a new pet.',
  customerNotFound: 'Customer not found.',
  breedNotFound: 'Please choose a breed from the list.',
  breedMismatch: 'The breed does not belong to the animal type.',
  animalTypeRequired: 'An animal type is required.',
  badSex: 'Sex must be unknown, Male or Female.',
  weight: 'Weight must be a whole number of 0 or more.',
  age: 'Age must be a whole number of 0 or more.',
  minutesToGroom: 'Minutes to groom must be a whole number of 0 or more.',
  groomingFrequency: 'The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).',
  money: 'Please enter a valid dollar amount.',
  birthdayInFuture: 'The birthday cannot be in the future.',
  lastGroomInFuture: 'The last groom date cannot be in the future.',
  overrideFeeRequired: 'A grooming fee is required when overriding the grooming fee.',
  habitsOnly: 'You may only change the habits of your pets.',
  notDeceased: 'A sympathy email is sent only for a pet marked deceased.',
  pictureRequired: 'Please choose an image to upload.',
  notAnImage: 'Only image files (JPEG, PNG, GIF, WebP, HEIC, AVIF or TIFF) can be uploaded.',
  tooLarge: 'The image is larger than 5 MB. Please choose a smaller image.',
  tooManyPixels: 'The image is too large to open (more than 100 megapixels). Please choose a smaller image.',
  badFileName: 'The file name is not allowed (no folders, dots-only or control characters). Please rename the file and try again.',
  pictureNotFound: 'Picture not found.',
  sameOwner: 'The pet already belongs to that customer.',
  appointmentRequired: 'An appointment ID is required.',
  petIdRequired: 'A pet ID is required.',
} as const;

/** Part 1 §5: uploads are images of at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Part 1 §5 "images only", against decompression bombs: an image declaring more pixels is refused unopened. */
export const MAX_UPLOAD_PIXELS = 100_000_000;
/** Part 1 §5: profile pictures are cropped 1:1 and resized to 200x200. */
export const PROFILE_PICTURE_SIZE = 200;
/** Part 1 §9: the pet table paginates above 20 pets. */
export const PET_TABLE_PAGE_SIZE = 20;
