import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { UserProfile } from '@facet/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, decodeMail, json, NO_AUTH_LIMIT, outboxMails, register, tokenFromMail } from './accounts-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
}

/** A real SMTP server on a random port that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; next(): Promise<Received>; close(): Promise<void> }> {
  const received: Received[] = [];
  const waiting: ((mail: Received) => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        };
        received.push(mail);
        waiting.shift()?.(mail);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}

// Mail does not touch the database beyond what the other files test on both; PGlite is enough here.
describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(embeddedTarget, {
      ...NO_AUTH_LIMIT,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Facet <hello@facet.example>',
      PUBLIC_URL: 'https://app.facet.example',
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the verification mail on registration; its link verifies the address', async () => {
    const arrived = smtp.next();
    await register(server, 'smtp@example.com');
    const mail = await arrived;
    expect(mail.from).toBe('hello@facet.example');
    expect(mail.to).toEqual(['smtp@example.com']);
    const text = decodeMail(mail.data);
    expect(text).toContain('Subject: Confirm your email address for Facet');
    const token = tokenFromMail(text, `${server.url}/auth/verify`, 'token');
    const profile = await json<UserProfile>(await call(server, 'POST', '/auth/verify', { body: { token } }), 200);
    expect(profile.email_verified).toBe(true);
    expect(await readdir(join(server.dataDir, 'outbox')).catch(() => [])).toEqual([]);
  });

  it('delivers the reset mail with the app reset link', async () => {
    const arrived = smtp.next();
    await call(server, 'POST', '/user/forgot-password', { body: { email: 'SMTP@example.com' } });
    const text = decodeMail((await arrived).data);
    expect(tokenFromMail(text, `${server.url}/auth/reset-password`, 'resetToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('mail without SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, PUBLIC_URL: 'http://localhost:5173' });
  });
  afterAll(() => server.close());

  it('writes an .eml file to $DATA_DIR/outbox holding the link', async () => {
    await register(server, 'outbox@example.com');
    const files = await readdir(join(server.dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const [mail] = await outboxMails(server, 'outbox@example.com');
    expect(mail).toContain('Subject: Confirm your email address for Facet');
    expect(tokenFromMail(mail ?? '', `${server.url}/auth/verify`, 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
