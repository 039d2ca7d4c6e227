// Email: every message is written to the outbox; with SMTP_URL it is also sent over SMTP.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string; organizationId?: string };
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /**
   * Hands one message to SMTP without writing the outbox (the mass-send queue keeps its own
   * rows): 'sent', or 'logged' without SMTP_URL; throws when the server refuses it.
   */
  transmit: (mail: Omit<Mail, 'organizationId'>) => Promise<'sent' | 'logged'>;
};

export function createMailer(opts: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  // A stalled server gives up well within the queue's lease (emails/queue.ts), so a message is
  // never sent by two processes; nodemailer's own socket timeout is ten minutes.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : undefined;
  return {
    async transmit(mail) {
      if (!transport) return 'logged';
      await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      return 'sent';
    },
    async send(mail) {
      const [row] = await opts.db
        .insert(emailOutbox)
        .values({ ...mail, status: transport ? 'queued' : 'logged' })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) {
        opts.log.info({ to: mail.to, subject: mail.subject }, 'email written to outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
        await opts.db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(emailOutbox.id, row.id));
      } catch (error) {
        opts.log.error({ err: error, to: mail.to }, 'email sending failed');
        await opts.db
          .update(emailOutbox)
          .set({ status: 'failed', error: String(error) })
          .where(eq(emailOutbox.id, row.id));
      }
    },
  };
}
