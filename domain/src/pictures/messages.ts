/** The pictures' words (part 1 §5-§7). */
export const PICTURE_MESSAGES = {
  userIdRequired: 'A user ID is required.',
} as const;
