import { z } from 'zod';

/**
 * The name of a stored picture as the API takes it back (getPicture, removePicture). The server names
 * every picture itself (`<hash>.<ext>`), so anything else (a path, a NUL or any control character, a
 * lone surrogate, a very long name) cannot name one: a 400 with `message`, never a query or a path
 * built from it. The pattern admits only ASCII letters, digits, '_', '-' and one extension.
 */
export const PICTURE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}(?:\.[A-Za-z0-9]{1,10})?$/;

export const pictureFileName = (message: string) => z.string({ error: message }).trim().regex(PICTURE_FILE_NAME, { error: message });
