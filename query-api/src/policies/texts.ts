import type { PolicyTextResponse } from '@pawroute/domain';

/**
 * The texts the policy pages and the acknowledgement modal show (part 1 §1, part 2 §2.1). Plain,
 * honest wording for a mobile grooming business; the owner replaces them with their own.
 */
export const PRIVACY_POLICY: PolicyTextResponse = {
  title: 'Privacy Policy',
  updated: '2026-11-01',
  text: `We groom pets at their owners' homes. To do that well we keep some information about you and your pets. This policy says what we keep, why, and what you can ask of us.

## What we collect
- Your name, home address, phone numbers and email addresses, so we can schedule visits, drive to you and reach you.
- Your pets' names, breeds, weights, ages, habits and grooming history, so each groom is safe and priced fairly.
- Photos our stylists take during an appointment, to show the result and to note any skin or coat concerns.
- Payment records. Card numbers are handled by our payment processor: we keep only the card brand, the last four digits, the expiry date and a token.
- Notes our staff write about visits, and your acceptance of these policies.

## How we use it
- To schedule, route and confirm appointments, and to send reminders, invoices and receipts.
- To keep your pets' care consistent from one visit to the next.
- To answer your questions and resolve service issues.
We do not sell your information, and we do not use it for advertising by others.

## Who sees it
- Our office staff and the stylist assigned to your appointment.
- Service providers that work for us under contract: payment processing, email and text message delivery, hosting. They may use your information only to provide that service to us.
- Authorities, when the law requires it.

## How long we keep it
We keep your records while you are a customer and for up to seven years afterwards for tax and accounting purposes. Photos are kept with your pet's record until you ask us to delete them.

## Your choices
- You can see and update your contact details in your customer portal at any time.
- You can ask us for a copy of your information, or ask us to correct or delete it, by calling or emailing our office.
- You can tell us how you prefer to be contacted, and opt out of reminders.

## Security
Access to your records requires a staff login, every change is recorded with who made it and when, and connections to our system are encrypted.

## Changes
If we change this policy we will update the date above and ask you to accept the new version at your next visit or sign-in.`,
};

export const TERMS_OF_SERVICE: PolicyTextResponse = {
  title: 'Terms of Service',
  updated: '2026-11-01',
  text: `These terms apply to the grooming services we provide at your home and to your use of the customer portal.

## Appointments
- Appointment times are arrival windows. Traffic and the needs of earlier pets can move them; we will let you know if we are running late.
- Recurring (standing) appointments are subject to change until confirmed, to best accommodate time preferences and routing.
- Please give us at least 24 hours' notice to cancel or reschedule. A late cancellation or a visit where nobody is home may be charged a cancellation fee.

## Prices and payment
- Prices depend on your pet's breed, size, coat condition and the time since the last groom. Your estimate shows the services, the trip charge, fuel charge, any generator fee, discounts and sales tax.
- Payment is due when the appointment is completed. We accept cards, cash, checks and gift cards. A returned check may be charged a returned-check fee.
- Gratuity is always your choice.

## Your pet's health and safety
- Please tell us about any medical conditions, aggression, anxiety, recent surgery or medication before the appointment.
- Pets must be current on their rabies vaccination.
- If we find fleas or ticks we may need to add a treatment to keep our van safe for the next pet; we will tell you first.
- If your pet becomes too stressed or unsafe to groom, the stylist may stop the groom. You will be charged only for the work done.
- Severely matted coats may have to be shaved short for your pet's comfort. This is always the humane choice.
- In an emergency we will try to reach you first and may take your pet to the nearest veterinarian at your expense.

## Photos
We may photograph your pet during the groom for your record. We will not publish photos of your pet without your permission.

## Satisfaction
If you are not happy with a groom, tell us within 48 hours and we will make it right.

## Your account
Keep your login private. You are responsible for what is done with your account. You can close it at any time by contacting our office.

## Changes
We may update these terms. We will ask you to accept a new version before your next appointment.`,
};
