import { z } from 'zod';
import { storableText } from '../shared/storable';

/**
 * The recurrence as the create-standing and 'Edit Standing Appointment Recurrence' dialogs send it
 * (part 1 §7 createStanding / updateStandingEvent `event`). Loose on purpose: the decider checks it and
 * answers §5's messages (normalizeStandingEvent), so the HTTP answer and a decider table say the same.
 * `separationCount` is the dialog's 'Every' (it overrides the rule's INTERVAL when given).
 */
const optionalText = (max: number) => storableText().max(max).nullish();

export const standingEventInputSchema = z.object({
  title: optionalText(1000),
  description: optionalText(1000),
  startDate: optionalText(40),
  endDate: optionalText(40),
  isRecurring: z.boolean().nullish(),
  RecurringPattern: z
    .object({
      rrule: optionalText(400),
      separationCount: z.union([z.number(), optionalText(40)]).nullish(),
      startDate: optionalText(40),
      endDate: optionalText(40),
    })
    .nullish(),
});
export type StandingEventInput = z.infer<typeof standingEventInputSchema>;
