/**
 * Part 2 §8.1, word for word: the options list (loaded at start) could not be read. Its own module, free
 * of the zod schemas beside it, so the web's first screen can name it without carrying zod.
 */
export const OPTIONS_MESSAGES = {
  failedToReceive: 'Failed to receive options for the product.',
} as const;
