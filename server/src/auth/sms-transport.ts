import type { FastifyBaseLogger } from 'fastify';

export type SmsMessage = { mobile: string; text: string };

/** Delivery of text messages; a real gateway implements this later. */
export type SmsTransport = { send(message: SmsMessage): Promise<void> };

/** Default transport: the message goes to the server log, where an operator (or a developer) reads it. */
export const createLogSmsTransport = (log: FastifyBaseLogger): SmsTransport => ({
  send: async (message) => {
    log.info({ sms: message }, 'SMS (log transport)');
  },
});
