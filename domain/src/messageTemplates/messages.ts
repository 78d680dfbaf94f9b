import { PLACEHOLDERS } from './kinds';

/** The words of Management → Message templates (ours: the spec names none). */
export const MESSAGE_TEMPLATE_MESSAGES = {
  unknownPlaceholder: (names: readonly string[], allowed: readonly string[]) =>
    `${names.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'} ${names.map((n) => `{${n}}`).join(', ')}: this message can use ${allowed.map((n) => `{${n}}`).join(', ')}.`,
  smsRequired: 'Please enter the text message, or send this message by email only.',
  emailSubjectRequired: 'Please enter the email subject, or send this message by text only.',
  emailBodyRequired: 'Please enter the email text, or send this message by text only.',
  smsTooLong: 'A text message can be at most 1,000 characters.',
  subjectTooLong: 'An email subject can be at most 200 characters.',
  bodyTooLong: 'An email can be at most 10,000 characters.',
  saved: 'Message template saved.',
  reset: 'Message template reset to the default.',
  unchanged: 'No change: the template already says this.',
  noWayToReach: 'The customer has no email address or phone number that takes texts (or the number opted out).',
  askedForCard: (ways: readonly string[]) => `Asked for a card: ${ways.join('; ')}.`,
  allPlaceholders: PLACEHOLDERS,
} as const;
