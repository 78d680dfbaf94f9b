/** The three steps (part 1 §4 "Estimate flow") and the path segment each has. */
export const STEPS = [
  { key: 'info', label: 'Details' },
  { key: 'pets', label: 'Pet Services' },
  { key: 'confirmation', label: 'Confirmation' },
] as const;

export type StepKey = (typeof STEPS)[number]['key'];

export const stepIndex = (key: StepKey): number => STEPS.findIndex((s) => s.key === key);

export const isStepKey = (value: string | undefined): value is StepKey => STEPS.some((s) => s.key === value);

/**
 * Part 1 §4: a step is completed if its index is below the completed index; later steps are
 * disabled. `completedIndex` is the furthest step reached by passing the ones before it.
 */
export const stepStatus = (index: number, completedIndex: number, currentIndex: number) => ({
  completed: index < completedIndex,
  disabled: index > completedIndex,
  current: index === currentIndex,
});
