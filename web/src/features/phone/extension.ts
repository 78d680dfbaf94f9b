import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** Part 2 §9: the extension box holds up to 4 characters. */
export const EXTENSION_MAX_LENGTH = 4;

/** The staff member's phone extension, kept in this browser (incoming-call toasts match on it). */
export const extensionAtom = atomWithStorage<string>('pawroute.extension', '', undefined, { getOnInit: true });

/**
 * What the server said about this browser's subscription (GET phone/subscribeToPhone): listening on an
 * extension, no extension, the phone system off (PHONE_AMI_URL unset), an extension the PBX cannot have,
 * or the subscription failed.
 */
export type PhoneStatus =
  | { state: 'idle' }
  | { state: 'listening'; extension: string }
  | { state: 'off'; message: string }
  | { state: 'invalid' }
  | { state: 'failed' };

export const phoneStatusAtom = atom<PhoneStatus>({ state: 'idle' });
