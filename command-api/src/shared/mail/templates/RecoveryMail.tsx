import { MailButton, MailLayout } from './MailLayout';

export const RECOVERY_SUBJECT = (businessName: string) => `Reset your ${businessName} password`;

/** The password recovery link (/password/reset?token=, 1 hour). */
export function RecoveryMail({ businessName, firstName, link }: { businessName: string; firstName: string; link: string }) {
  return (
    <MailLayout businessName={businessName} title={RECOVERY_SUBJECT(businessName)}>
      <p>Hello {firstName},</p>
      <p>Someone (we hope you) asked to reset the password of your {businessName} login. To choose a new password, open this link:</p>
      <MailButton href={link}>Choose a new password</MailButton>
      <p>The link works once, within 1 hour. If you did not ask for it, ignore this email: your password stays as it is.</p>
    </MailLayout>
  );
}
