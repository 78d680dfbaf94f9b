import { MailLayout } from './MailLayout';

export type BookingRequestAnswer = 'accepted' | 'declined' | 'waitlisted';

export const BOOKING_REQUEST_ANSWER_SUBJECT: Record<BookingRequestAnswer, (businessName: string) => string> = {
  accepted: (businessName) => `${businessName}: your booking request is accepted`,
  declined: (businessName) => `${businessName}: about your booking request`,
  waitlisted: (businessName) => `${businessName}: your booking request is on our waiting list`,
};

/**
 * The office's answer to a booking request (docs/RULES.md OB-REQUEST). The reason is
 * the office's own text: React escapes it, so it never becomes HTML.
 */
export function BookingRequestAnswerMail(props: { businessName: string; firstName: string; answer: BookingRequestAnswer; when: string | null; reason: string | null }) {
  const { businessName, firstName, answer, when, reason } = props;
  return (
    <MailLayout businessName={businessName} title={BOOKING_REQUEST_ANSWER_SUBJECT[answer](businessName)}>
      <p>Hello {firstName},</p>
      {answer === 'accepted' && <p>Good news: we have booked your appointment{when ? ` for ${when}` : ''}. You can see it in your portal.</p>}
      {answer === 'declined' && (
        <>
          <p>We are sorry: we cannot take your booking request{when ? ` for ${when}` : ''}.</p>
          {reason && <p>{reason}</p>}
          <p>Please call the office or request another time.</p>
        </>
      )}
      {answer === 'waitlisted' && <p>Your booking request{when ? ` for ${when}` : ''} is on our waiting list. We will let you know as soon as a time opens.</p>}
    </MailLayout>
  );
}
