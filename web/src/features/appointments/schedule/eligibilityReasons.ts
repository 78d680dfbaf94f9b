import type { EligibilityWarning } from '@pawroute/domain';

/**
 * Which of part 1 §5's requirements a stylist fails, in words the office reads on the slot and in the
 * "Stylist Requirements" dialog (both said only that some requirement failed).
 */
export const WARNING_LABELS: Record<EligibilityWarning, string> = {
  weekday: 'does not work this weekday',
  weight: 'a pet is over their maximum weight',
  cats: 'does not service cats',
  breed: "a pet's breed is restricted for them",
};

export const warningsText = (warnings: readonly EligibilityWarning[]): string => warnings.map((w) => WARNING_LABELS[w]).join('; ');

/** The same, as a dialog's list item: "Does not service cats". */
export const warningSentence = (warning: EligibilityWarning): string => WARNING_LABELS[warning].replace(/^./, (c) => c.toUpperCase());
