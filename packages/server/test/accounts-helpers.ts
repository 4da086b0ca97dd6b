/** Calls the accounts API the way a browser does, and reads the mail it sends to the outbox. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TokenResponse } from '@facet/contract';
import { expect } from 'vitest';
import { seedAdmin } from '../src/users/admin-seed';
import type { TestServer } from './helpers';

export const PASSWORD = 'correct horse battery';
export const ADMIN = { email: 'root@example.com', password: 'admin password 1' };
/** Every auth call in a test file comes from 127.0.0.1, so the per-IP limit is lifted except where tested. */
export const NO_AUTH_LIMIT = { AUTH_RATE_LIMIT_PER_MINUTE: '100000' };

export interface CallOptions {
  token?: string;
  body?: unknown;
}

export function call(server: TestServer, method: string, path: string, { token, body }: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function json<T = Record<string, unknown>>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export async function register(server: TestServer, email: string, password = PASSWORD): Promise<TokenResponse> {
  return json<TokenResponse>(await call(server, 'POST', '/auth/register', { body: { email, password } }), 201);
}

/** Seeds the admin of `ADMIN` (the start-up path) and signs in at the admin login. */
export async function adminSignIn(server: TestServer): Promise<TokenResponse> {
  await seedAdmin({ adminEmail: ADMIN.email, adminPassword: ADMIN.password }, server.database);
  return json<TokenResponse>(await call(server, 'POST', '/auth/admin/login', { body: ADMIN }), 200);
}

/** The outbox's mails to `to`, oldest first, with quoted-printable undone so links read whole. */
export async function outboxMails(server: TestServer, to: string): Promise<string[]> {
  const dir = join(server.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map(async (file) => decodeMail(await readFile(join(dir, file), 'utf8'))));
  return mails.filter((mail) => mail.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

export function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token a mailed link carries in `param`. */
export function tokenFromMail(mail: string, path: string, param: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?${param}=([A-Za-z0-9_-]+)`).exec(mail);
  if (!match?.[1]) throw new Error(`No ${path}?${param}= link in:\n${mail}`);
  return match[1];
}

export async function lastMailToken(server: TestServer, to: string, path: string, param: string): Promise<string> {
  const mails = await outboxMails(server, to);
  const last = mails.at(-1);
  if (!last) throw new Error(`No mail to ${to} in the outbox`);
  return tokenFromMail(last, path, param);
}
