import { MailButton, MailLayout } from './MailLayout';

export const FEEDBACK_SUBJECT = (businessName: string) => `How did we do? Rate your ${businessName} appointment`;

/** Sent when an appointment is completed: the link to /appointmentFeedback?token= (30 days). */
export function FeedbackMail(props: { businessName: string; firstName: string; stylistName: string | null; link: string }) {
  const { businessName, firstName, stylistName, link } = props;
  return (
    <MailLayout businessName={businessName} title={FEEDBACK_SUBJECT(businessName)}>
      <p>Hello {firstName},</p>
      <p>Thank you for choosing {businessName}! How was your appointment{stylistName ? ` with ${stylistName}` : ''}?</p>
      <MailButton href={link}>Rate my appointment</MailButton>
      <p>The link works once, within 30 days.</p>
    </MailLayout>
  );
}
