import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about; logged when the mail goes to the outbox, so a local user can follow it. */
  link: string;
}

/**
 * Sends mail over SMTP when `SMTP_URL` is set. Otherwise each mail is rendered to an .eml file in
 * `$DATA_DIR/outbox`, so a local install needs no mail server and nothing is lost.
 */
export class MailService {
  /** Nodemailer and its transports, loaded with the first mail rather than by every start. */
  private transports: Promise<{ smtp?: Transporter; renderer: Transporter<StreamTransport.SentMessageInfo> }> | undefined;
  readonly outboxDir: string;

  constructor(
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.outboxDir = join(config.dataDir, 'outbox');
  }

  private loadTransports() {
    const { smtpUrl } = this.config;
    return (this.transports ??= import('nodemailer').then(({ default: nodemailer }) => ({
      smtp: smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined,
      renderer: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    })));
  }

  async send(mail: Mail): Promise<void> {
    const message = { from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text };
    const { smtp, renderer } = await this.loadTransports();
    if (smtp) {
      await smtp.sendMail(message);
      this.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    const rendered = await renderer.sendMail(message);
    await mkdir(this.outboxDir, { recursive: true });
    const file = join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, rendered.message);
    this.logger.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, 'mail written to the outbox');
  }

  /** Like `send`, but a failure is logged instead of thrown: for mail the request must not fail on. */
  async trySend(mail: Mail): Promise<boolean> {
    try {
      await this.send(mail);
      return true;
    } catch (error) {
      this.logger.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent');
      return false;
    }
  }

  close(): void {
    void this.transports?.then(({ smtp }) => smtp?.close(), () => undefined);
  }
}
