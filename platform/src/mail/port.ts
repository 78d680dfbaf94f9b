/** A message to one person. Plain text always; html optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SendOptions {
  /**
   * What makes this message unique, e.g. the event that asked for it ('SympathyEmail-Pet-12'): a
   * message whose key was sent before is not sent again, so a retried command mails once.
   */
  dedupeKey: string;
}

export interface Mailer {
  /** `sent` is false when the key had been sent before (nothing new went out). */
  send(message: MailMessage, options: SendOptions): Promise<{ sent: boolean }>;
  /** 'smtp' when SMTP_URL is configured, else 'outbox' (read by developers at /dev/outbox). */
  readonly transport: 'smtp' | 'outbox';
}

export interface OutboxEntry {
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  transport: 'smtp' | 'outbox';
  createdAt: string;
  sentAt: string | null;
}
