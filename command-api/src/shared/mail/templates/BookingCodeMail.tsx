import { MailLayout } from './MailLayout';

export const BOOKING_CODE_SUBJECT = (businessName: string) => `Your ${businessName} booking code`;

/** Sent by /book (docs/RULES.md OTP-CODE): the 6-digit code, valid 10 minutes. */
export function BookingCodeMail({ businessName, firstName, code }: { businessName: string; firstName: string; code: string }) {
  return (
    <MailLayout businessName={businessName} title={BOOKING_CODE_SUBJECT(businessName)}>
      <p>Hello {firstName},</p>
      <p>Your code to book with {businessName} is:</p>
      <p style={{ fontSize: '28px', fontWeight: 700, letterSpacing: '4px' }}>{code}</p>
      <p>It works once, within 10 minutes. If you did not ask for it, you can ignore this message.</p>
    </MailLayout>
  );
}
