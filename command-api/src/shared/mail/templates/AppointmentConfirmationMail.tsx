import { MailButton, MailLayout } from './MailLayout';

export const APPOINTMENT_CONFIRMATION_SUBJECT = (businessName: string) => `Please confirm your ${businessName} appointment`;

/**
 * Sent when an appointment is scheduled, and once per move (saying the earlier time is cancelled): the link
 * to /appointmentConfirmation?token= (until the appointment).
 */
export function AppointmentConfirmationMail(props: {
  businessName: string;
  firstName: string;
  when: string;
  /** After a move: the time the previous mail asked about, now cancelled. */
  earlier?: string | null;
  stylistName: string | null;
  link: string;
  /** an image whose loading tells the confirmation board the mail was opened. */
  openedImage?: string;
}) {
  const { businessName, firstName, when, earlier, stylistName, link, openedImage } = props;
  return (
    <MailLayout businessName={businessName} title={APPOINTMENT_CONFIRMATION_SUBJECT(businessName)}>
      <p>Hello {firstName},</p>
      {earlier ? (
        <p>
          Your grooming appointment has moved. The new time is {when}
          {stylistName ? ` with ${stylistName}` : ''}. The earlier time, {earlier}, is cancelled. Please confirm the new time:
        </p>
      ) : (
        <p>
          Your grooming appointment is scheduled for {when}
          {stylistName ? ` with ${stylistName}` : ''}. Please confirm it:
        </p>
      )}
      <MailButton href={link}>Confirm my appointment</MailButton>
      <p>The link works once, until the appointment starts.</p>
      {openedImage && <img src={openedImage} width={1} height={1} alt="" style={{ display: 'block', border: 0 }} />}
    </MailLayout>
  );
}
