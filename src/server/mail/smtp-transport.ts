import nodemailer from 'nodemailer';

type SmtpTransport = ReturnType<typeof nodemailer.createTransport>;

/**
 * Time limits of one SMTP exchange. A delivery may run inside an HTTP request (deliverNow), so an unreachable
 * server must fail in seconds, not in nodemailer's default minutes; the job is retried later anyway.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const transports = new Map<string, SmtpTransport>();

/** One nodemailer transport per SMTP_URL for the life of the process (connections are opened per message). */
export function getSmtpTransport(url: string): SmtpTransport {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
    transports.set(url, transport);
  }
  return transport;
}

/** Closes the cached transports (process shutdown, tests). */
export function closeSmtpTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
