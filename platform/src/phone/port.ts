/**
 * The phone-system port (part 2 §2.7, §7.8): incoming calls ringing an extension, and calls placed
 * from an extension to a number. The first adapter speaks the Asterisk Manager Interface
 * (amiPhoneSystem.ts); without PHONE_AMI_URL the system is off (offPhoneSystem) and says so.
 */

/** A call ringing one extension, as the PBX announced it. */
export interface IncomingCall {
  /** The PBX's id of the whole call (Asterisk: Linkedid, else Uniqueid); one toast per call and extension. */
  callId: string;
  /** The extension it rings (e.g. '101'). */
  extension: string;
  /** The caller's number as the PBX has it (caller ID; digits and perhaps a leading '+'). */
  callerNumber: string;
  /** The caller ID name, when the PBX has one. */
  callerName: string | null;
}

export interface PlaceCallRequest {
  /** The extension that rings first; the number is dialled when it answers. */
  extension: string;
  /** Digits only (7 to 15). */
  phoneNumber: string;
}

export type PhoneSystemKind = 'ami' | 'off';

export interface PhoneSystem {
  readonly kind: PhoneSystemKind;
  /** Rings `extension`, then dials `phoneNumber`. Throws PhoneSystemError when the PBX refuses or cannot be reached. */
  placeCall(request: PlaceCallRequest): Promise<void>;
  /** Every call that starts ringing an extension, once per call and extension. Returns the unsubscribe. */
  onIncomingCall(listener: (call: IncomingCall) => void): () => void;
  close(): Promise<void>;
}

/** The PBX refused or could not be reached; `message` is for people. */
export class PhoneSystemError extends Error {}

/** What the server says when PHONE_AMI_URL is not set. */
export const PHONE_SYSTEM_OFF_MESSAGE = 'The phone system is not set up on this server.';

export const offPhoneSystem: PhoneSystem = {
  kind: 'off',
  async placeCall() {
    throw new PhoneSystemError(PHONE_SYSTEM_OFF_MESSAGE);
  },
  onIncomingCall() {
    return () => undefined;
  },
  async close() {},
};
