import type { EstimatePackage } from '../options';

/**
 * "Completion moves the pets forward": completing an appointment sets each groomed pet's
 * lastGroomDate (the appointment's date), lastFee (that pet's groom fee) and appends to its
 * priceHistory, so the next estimate prices it by the tier of part 1 §9 (under 3 months, 3 to under
 * 6, 6 or more). priceHistory is the spec's text field: a JSON list of these entries, newest last,
 * the newest PRICE_HISTORY_KEPT kept (the field holds at most 1000 characters; the log keeps every one).
 */
export interface PriceHistoryEntry {
  /** Business-local 'YYYY-MM-DD'. */
  date: string;
  package: EstimatePackage;
  /** Cents: the pet's line of the estimate (breed price or override, add-ons, other fee). */
  fee: number;
  appointmentId: number;
}

export const PRICE_HISTORY_KEPT = 8;

/** The stored text read back; text that is not our list (typed by hand before) starts a new one. */
export function parsePriceHistory(text: string | null): PriceHistoryEntry[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (e): e is PriceHistoryEntry =>
        typeof e === 'object' && e !== null && typeof e.date === 'string' && typeof e.fee === 'number' && typeof e.appointmentId === 'number',
    );
  } catch {
    return [];
  }
}

export function appendPriceHistory(text: string | null, entry: PriceHistoryEntry): string {
  return JSON.stringify([...parsePriceHistory(text), entry].slice(-PRICE_HISTORY_KEPT));
}

/** One groomed pet of a completed appointment, from the estimate as it was charged. */
export interface GroomedPet {
  petId: number;
  estimatePackage: EstimatePackage;
  fee: number;
}

/**
 * The pets an estimate charged for: its saved pets with their priced lines at the same index, less
 * those skipped (deceased, not included).
 */
export function groomedPetsOf(saved: {
  pets: readonly { petId: number; estimatePackage: EstimatePackage }[];
  figures: { pets: readonly { petId: number; subtotal: number; skippedReason?: string | undefined }[] };
}): GroomedPet[] {
  return saved.pets.flatMap((pet, index) => {
    const line = saved.figures.pets[index];
    if (!line || line.petId !== pet.petId || line.skippedReason !== undefined) return [];
    return [{ petId: pet.petId, estimatePackage: pet.estimatePackage, fee: line.subtotal }];
  });
}
