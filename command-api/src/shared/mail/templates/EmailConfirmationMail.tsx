import { MailButton, MailLayout } from './MailLayout';

export const EMAIL_CONFIRMATION_SUBJECT = (businessName: string) => `Please confirm your email address for ${businessName}`;

/** Sent after sign-up: the link to /emailConfirmation?token= (7 days). */
export function EmailConfirmationMail({ businessName, firstName, link }: { businessName: string; firstName: string; link: string }) {
  return (
    <MailLayout businessName={businessName} title={EMAIL_CONFIRMATION_SUBJECT(businessName)}>
      <p>Hello {firstName},</p>
      <p>Thank you for setting up a profile with {businessName}! Please confirm your email address:</p>
      <MailButton href={link}>Confirm my email address</MailButton>
      <p>The link works once, within 7 days. Someone from our office will contact you shortly.</p>
    </MailLayout>
  );
}
