/** A text message to one E.164 phone number. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * The SMS adapter (ARCHITECTURE "Outside systems"). Only the sandbox exists today; a real
 * gateway is another implementation of this interface, selected in ./index.ts by its own
 * environment variables (e.g. SMS_PROVIDER_URL). `send` throws when the gateway refused the
 * message, so a job can retry it.
 */
export interface SmsSender {
  readonly kind: "sandbox";
  send(message: SmsMessage): Promise<void>;
}
