import type { MessageKind, MessageTemplate, Placeholder } from './kinds';

export interface MessageKindInfo {
  label: string;
  /** When it goes, in the Management screen's words. */
  when: string;
  /** The placeholders its sender fills in; a template may name only these. */
  placeholders: readonly Placeholder[];
  /** Today's words: what goes until the business changes them, and what "Reset to default" brings back. */
  defaults: MessageTemplate;
}

const SIGNATURE = '\n\n{business}\n{businessPhone}';
const APPOINTMENT: readonly Placeholder[] = ['customer', 'pets', 'date', 'time', 'timeWindow', 'stylist', 'address', 'price', 'business', 'businessPhone'];

/** The reminder's words, the same for the first and the second (docs/TEXTS.md "Reminders"). */
const reminder = (which: string): MessageKindInfo => ({
  label: `${which} reminder`,
  when: `Before the appointment, at the ${which.toLowerCase()} reminder's time (Management → Texts); texts wait out quiet hours, mail does not.`,
  placeholders: APPOINTMENT,
  defaults: {
    channels: 'sms',
    sms: '{business}: reminder, your grooming appointment is {date} at {time}. Reply C to confirm or R to reschedule.',
    emailSubject: 'Reminder: your {business} appointment on {date}',
    emailBody: 'Hello {customer},\n\nA reminder: your grooming appointment is {date} at {time} with {stylist}, at {address}.\n\nTo reschedule, please call us.' + SIGNATURE,
  },
});

/**
 * One entry per kind. The defaults are the words each message said before templates existed, with
 * the facts as placeholders; a kind that was mailed only goes by mail until the business says otherwise.
 */
export const MESSAGE_KIND_REGISTRY: Record<MessageKind, MessageKindInfo> = {
  booked: {
    label: 'Appointment booked',
    when: 'When an appointment is scheduled on a date and time (with a link to confirm it).',
    placeholders: [...APPOINTMENT, 'link'],
    defaults: {
      channels: 'email',
      sms: '{business}: your grooming appointment is scheduled for {date} at {time}. Please confirm it: {link}',
      emailSubject: 'Please confirm your {business} appointment',
      emailBody: 'Hello {customer},\n\nYour grooming appointment is scheduled for {date} at {time} with {stylist}. Please confirm it:\n\nConfirm my appointment: {link}\n\nThe link works once, until the appointment starts.' + SIGNATURE,
    },
  },
  moved: {
    label: 'Appointment moved',
    when: 'When a scheduled appointment moves to another date, time or stylist (with a link to confirm the new time).',
    placeholders: [...APPOINTMENT, 'earlier', 'link'],
    defaults: {
      channels: 'email',
      sms: '{business}: your grooming appointment has moved to {date} at {time} (the earlier time, {earlier}, is cancelled). Please confirm it: {link}',
      emailSubject: 'Please confirm your {business} appointment',
      emailBody:
        'Hello {customer},\n\nYour grooming appointment has moved. The new time is {date} at {time} with {stylist}. The earlier time, {earlier}, is cancelled. Please confirm the new time:\n\nConfirm my appointment: {link}\n\nThe link works once, until the appointment starts.' +
        SIGNATURE,
    },
  },
  cancelled: {
    label: 'Appointment cancelled',
    when: 'When a scheduled appointment still ahead is cancelled.',
    placeholders: APPOINTMENT,
    defaults: {
      channels: 'email',
      sms: '{business}: your grooming appointment of {date} at {time} is cancelled. To book another time, call {businessPhone}.',
      emailSubject: 'Your {business} appointment is cancelled',
      emailBody: 'Hello {customer},\n\nYour grooming appointment of {date} at {time} is cancelled. To book another time, please call us.' + SIGNATURE,
    },
  },
  firstReminder: reminder('First'),
  secondReminder: reminder('Second'),
  onMyWay: {
    label: 'On my way',
    when: 'When the stylist sets off to the appointment and chooses to tell the customer.',
    placeholders: [...APPOINTMENT, 'eta'],
    defaults: {
      channels: 'email',
      sms: '{business}: your stylist is on the way and should arrive at about {eta}. Please have your pet ready.',
      emailSubject: 'Your {business} stylist is on the way',
      emailBody: 'Good news: your {business} stylist is on the way to your appointment and should arrive at about {eta}. Please have your pet ready.' + SIGNATURE,
    },
  },
  receipt: {
    label: 'Receipt',
    when: 'When the office or the stylist sends a receipt (by the way they choose).',
    placeholders: ['customer', 'pets', 'date', 'services', 'price', 'paid', 'receipt', 'address', 'business', 'businessPhone'],
    defaults: {
      channels: 'both',
      sms: '{business} receipt of {date} for {services}: charged {price}, paid {paid}. Thank you! {business} {businessPhone}',
      emailSubject: 'Your {business} receipt of {date}',
      emailBody: '{business}\n{businessPhone}\n{address}\n\nThank you for choosing {business}.\n\n{receipt}',
    },
  },
  rebook: {
    label: 'Rebook reminder',
    when: "When a pet is due for its next groom by its grooming frequency and has nothing booked.",
    placeholders: ['customer', 'pets', 'dueDate', 'link', 'business', 'businessPhone'],
    defaults: {
      channels: 'both',
      sms: '{business}: {pets} is due for a groom around {dueDate}. Reply or call {businessPhone} to book.',
      emailSubject: 'Time to book {pets}\u2019s next groom',
      emailBody: 'Hello {customer},\n\n{pets} is due for a groom around {dueDate}. Reply to this mail or call us to book a time.' + SIGNATURE,
    },
  },
  requestAccepted: {
    label: 'Booking request accepted',
    when: 'When the office accepts an online booking request.',
    placeholders: [...APPOINTMENT, 'link'],
    defaults: {
      channels: 'email',
      sms: '{business}: good news, we have booked your appointment for {date} at {time}. You can see it in your portal.',
      emailSubject: '{business}: your booking request is accepted',
      emailBody: 'Hello {customer},\n\nGood news: we have booked your appointment for {date} at {time}. You can see it in your portal.' + SIGNATURE,
    },
  },
  requestDeclined: {
    label: 'Booking request declined',
    when: 'When the office declines an online booking request (with its reason).',
    placeholders: ['customer', 'pets', 'date', 'time', 'reason', 'business', 'businessPhone'],
    defaults: {
      channels: 'email',
      sms: '{business}: we are sorry, we cannot take your booking request for {date} at {time}. {reason} Please call {businessPhone} or request another time.',
      emailSubject: '{business}: about your booking request',
      emailBody: 'Hello {customer},\n\nWe are sorry: we cannot take your booking request for {date} at {time}.\n\n{reason}\n\nPlease call the office or request another time.' + SIGNATURE,
    },
  },
  cardOnFile: {
    label: 'Card-on-file request',
    when: 'When the office asks a customer to put a card on file (the customer page\u2019s "Ask for a card").',
    placeholders: ['customer', 'pets', 'link', 'business', 'businessPhone'],
    defaults: {
      channels: 'both',
      sms: '{business}: please add a card for your grooming payments in your portal: {link}',
      emailSubject: '{business}: please add a card for your grooming payments',
      emailBody: 'Hello {customer},\n\nPlease add a card to your account so that we can take payment after each groom. You can add it securely in your portal:\n\n{link}' + SIGNATURE,
    },
  },
  vaccineExpiry: {
    label: 'Vaccine expiry reminder',
    when: "When a pet's vaccination is about to expire.",
    placeholders: ['customer', 'pets', 'vaccine', 'expiryDate', 'link', 'business', 'businessPhone'],
    defaults: {
      channels: 'both',
      sms: "{business}: {pets}'s {vaccine} vaccination expires on {expiryDate}. Please send us the new certificate.",
      emailSubject: "{pets}'s {vaccine} vaccination expires on {expiryDate}",
      emailBody: "Hello {customer},\n\n{pets}'s {vaccine} vaccination expires on {expiryDate}. Please send us the new certificate before the next groom." + SIGNATURE,
    },
  },
};

/** Made-up facts for the Management screen's preview (never a real customer's). */
export const SAMPLE_FACTS: Record<Placeholder, string> = {
  customer: 'Dana',
  pets: 'Moose and Bella',
  date: '12-03-2026',
  time: '9:00 AM',
  timeWindow: '9:00 AM - 11:00 AM',
  earlier: '12-02-2026 at 1:00 PM',
  stylist: 'Sam Rivera',
  address: '12 Elm St, Dallas, TX',
  price: '$85.00',
  paid: '$85.00 (card ending 4242)',
  services: 'Moose: Bath & Brush, Teeth Brushing',
  receipt: 'Payment of 12-03-2026\nGrooming               $85.00\nTotal charged          $85.00\nTotal paid             $85.00',
  eta: '9:40 AM',
  reason: 'We are fully booked that week.',
  link: 'https://example.com/portal',
  dueDate: '01-15-2027',
  vaccine: 'Rabies',
  expiryDate: '12-31-2026',
  business: 'Pawroute Grooming',
  businessPhone: '(972) 555-0100',
};
