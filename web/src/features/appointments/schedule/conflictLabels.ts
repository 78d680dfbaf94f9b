import type { ConflictReason } from '@pawroute/domain';

/** How a conflict reason reads to the office (ours: the spec names the conflicts, not the words). */
export const CONFLICT_LABELS: Record<ConflictReason, string> = {
  overlap: 'It overlaps another appointment of this stylist.',
  exception: 'It falls on a schedule exception of this stylist.',
  outsideHours: "It is outside the stylist's working hours.",
  notWorkingDay: 'The stylist does not work on this day.',
  tooManyPets: 'It brings the stylist past their pets per day.',
};

export const conflictLabel = (reason: ConflictReason): string => CONFLICT_LABELS[reason] ?? reason;

/**
 * What saving with a conflict means and how it is resolved (docs/DECISIONS.md "Conflict buttons in plain
 * words"): a Conflicting appointment is not offered Start (domain/src/appointments/actions.ts) until it
 * is saved again without the conflict or with 'Resolve and Schedule'.
 */
export const CONFLICT_CONSEQUENCE = 'Saved with a conflict, the appointment is marked Conflicting and cannot be started until the conflict is resolved.';
export const HOW_TO_RESOLVE =
  "To resolve it, the office opens it on the Schedule and drags it (or Saves it) to an open time, or saves it with 'Resolve and Schedule' once the clash is settled. The stylist sees it as Conflicting on their day, without a Start button, and calls the office to resolve it.";
