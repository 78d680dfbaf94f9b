import { fold, textNumberStream, textingDecider, toE164, type TextingEvent } from '@pawroute/domain';
import type { EventStore } from '../eventstore/port';

/** A number's E.164 digits (no plus; ten digits are a US number), or null when it cannot take texts. */
export function textableDigits(phoneNumber: string): string | null {
  return toE164(phoneNumber)?.slice(1) ?? null;
}

/**
 * Whether the number has opted out of texts (docs/RULES.md REM-REPLY): its TextNumber-<digits> stream
 * folded, the record itself and never a read model.
 */
export async function isOptedOut(store: EventStore, phoneNumber: string): Promise<boolean> {
  const digits = textableDigits(phoneNumber);
  if (digits === null) return false;
  const events = await store.readStream(textNumberStream(digits));
  return fold(textingDecider, events.map((e) => ({ type: e.type, data: e.data }) as TextingEvent)).optedOut;
}
