import { atomWithStorage } from 'jotai/utils';

/** Part 2 §9: the extension box holds up to 4 characters. */
export const EXTENSION_MAX_LENGTH = 4;

/** The staff member's phone extension, kept in this browser (incoming-call toasts match on it). */
export const extensionAtom = atomWithStorage<string>('pawroute.extension', '', undefined, { getOnInit: true });
