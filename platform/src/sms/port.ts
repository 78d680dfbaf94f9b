/** A text message to one phone number (digits only, 10 to 15 of them). */
export interface TextMessage {
  to: string;
  text: string;
}

export interface TextSendOptions {
  /** What makes this text unique ('Receipt-Transaction-12-text'): a key sent before is not sent again. */
  dedupeKey: string;
}

/** Sends texts: through a hosted SMS provider's HTTP API when configured, else into the outbox table. */
export interface TextSender {
  /**
   * `sent` is false when the key had been sent before (nothing new went out), or when the number opted
   * out (`optedOut`: textSenderFor's check, docs/RULES.md REM-REPLY).
   */
  send(message: TextMessage, options: TextSendOptions): Promise<{ sent: boolean; optedOut?: boolean }>;
  readonly transport: 'http' | 'outbox';
}

/** The hosted provider: a Twilio-style Messages endpoint (form-encoded To, From, Body; basic auth). */
export interface SmsProviderSettings {
  /** SMS_API_URL, e.g. https://api.twilio.com/2010-04-01/Accounts/<sid>/Messages.json */
  url: string;
  /** SMS_API_USER (an account id), with SMS_API_TOKEN as the password. */
  user?: string;
  token?: string;
  /** SMS_FROM: the sending number. */
  from?: string;
  /** Where the provider posts delivery statuses (our POST /api/v4/sms/status under PAWROUTE_PUBLIC_URL). */
  statusCallback?: string;
}

export interface TextOutboxEntry {
  dedupeKey: string;
  to: string;
  text: string;
  transport: 'http' | 'outbox';
  providerId: string | null;
  createdAt: string;
  sentAt: string | null;
}
