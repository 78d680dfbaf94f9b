import { MailButton, MailLayout } from './MailLayout';

export const APPOINTMENT_CONFIRMATION_SUBJECT = (businessName: string) => `Please confirm your ${businessName} appointment`;

/** Sent when an appointment is scheduled: the link to /appointmentConfirmation?token= (until the appointment). */
export function AppointmentConfirmationMail(props: {
  businessName: string;
  firstName: string;
  when: string;
  stylistName: string | null;
  link: string;
  /** Issue 16: an image whose loading tells the confirmation board the mail was opened. */
  openedImage?: string;
}) {
  const { businessName, firstName, when, stylistName, link, openedImage } = props;
  return (
    <MailLayout businessName={businessName} title={APPOINTMENT_CONFIRMATION_SUBJECT(businessName)}>
      <p>Hello {firstName},</p>
      <p>
        Your grooming appointment is scheduled for {when}
        {stylistName ? ` with ${stylistName}` : ''}. Please confirm it:
      </p>
      <MailButton href={link}>Confirm my appointment</MailButton>
      <p>The link works once, until the appointment starts.</p>
      {openedImage && <img src={openedImage} width={1} height={1} alt="" style={{ display: 'block', border: 0 }} />}
    </MailLayout>
  );
}
