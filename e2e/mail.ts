import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Decodes a quoted-printable body (soft line breaks and =XX escapes), as mail clients do. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest link to `path` in a mail to `to`, read from the server's outbox like a person would. */
export function linkFromOutbox(to: string, path: string): string {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const mails = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')));
  const mail = mails.find((text) => text.toLowerCase().includes(`to: ${to.toLowerCase()}`));
  if (!mail) throw new Error(`No mail to ${to} in the outbox.`);
  const link = mail.match(new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]+`));
  if (!link) throw new Error(`The mail to ${to} has no ${path} link.`);
  return link[0];
}
