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
