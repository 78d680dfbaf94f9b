import { MailLayout } from './MailLayout';

/**
 * A templated message's mail (Management → Message templates): its plain text, shown in HTML only as
 * text (React escapes it: what the business or a customer typed never becomes HTML), one paragraph per
 * blank-line-separated block, lines kept. `openedImage`: the confirmation board's opened-mail pixel.
 */
export function PlainTextMail({ businessName, subject, text, openedImage }: { businessName: string; subject: string; text: string; openedImage?: string }) {
  return (
    <MailLayout businessName={businessName} title={subject}>
      {text.split(/\n{2,}/).map((block, i) => (
        <p key={i} style={{ whiteSpace: 'pre-wrap' }}>
          {block}
        </p>
      ))}
      {openedImage && <img src={openedImage} width={1} height={1} alt="" style={{ display: 'block', border: 0 }} />}
    </MailLayout>
  );
}
