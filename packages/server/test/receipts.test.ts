import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { InvoicesResponse, TokenResponse } from '@facet/contract';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, users } from '../src/db/schema';
import { TEST_CHECKOUT_NOTE } from '../src/receipts/receipts.service';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';
import { buyPack, buyThroughTestCheckout } from './payments-helpers';

const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/** The text pieces of every page as drawn, with where each starts on its page. */
async function pdfItems(bytes: Uint8Array): Promise<{ str: string; x: number; y: number }[]> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl, isEvalSupported: false }).promise;
  const items: { str: string; x: number; y: number }[] = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    for (const item of content.items) if ('str' in item) items.push({ str: item.str, x: item.transform[4], y: item.transform[5] });
  }
  await pdf.destroy();
  return items;
}

/** Every text of every page, joined by spaces, as a PDF reader extracts it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfItems(bytes))
    .map((item) => item.str)
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe.each([embeddedTarget])('invoice receipts on $kind', (target) => {
  let server: TestServer;
  let ada: TokenResponse;
  let bob: TokenResponse;
  let invoiceId: string;

  const receipt = (id: string, token?: string) => call(server, 'GET', `/user/invoices/${id}/receipt`, token ? { token } : {});

  beforeAll(async () => {
    server = await startTestServer(target, NO_AUTH_LIMIT);
    ada = await register(server, 'ada@example.com');
    bob = await register(server, 'bob@example.com');
    await server.database.db.update(users).set({ name: 'Ada Lovelace' }).where(eq(users.id, ada.user.id));
    ({ invoice: { id: invoiceId } } = await buyPack(server, ada.token, 'pack_2500'));
  });
  afterAll(() => server.close());

  it('requires authentication', async () => {
    expect(await json(await receipt(invoiceId), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("answers someone else's invoice, or one nobody has, as not found", async () => {
    expect(await json(await receipt(invoiceId, bob.token), 404)).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
    expect(await json(await receipt('00000000-0000-7000-8000-000000000000', ada.token), 404)).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
  });

  it('is the URL the invoice names', async () => {
    const { results } = await json<InvoicesResponse>(await call(server, 'GET', '/user/invoices', { token: ada.token }), 200);
    expect(results.find((row) => row.id === invoiceId)?.receipt_url).toBe(`/user/invoices/${invoiceId}/receipt`);
  });

  it('is a PDF attachment with the product, the invoice, the buyer, the line, the amount and the test-checkout note', async () => {
    const response = await receipt(invoiceId, ada.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // The whole id: its first part is only the minute it was made, shared by other invoices.
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="facet-receipt-${invoiceId}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const [row] = await server.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    const paidOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(row!.createdAt);
    const text = await pdfText(bytes);
    for (const expected of ['Facet', 'Receipt', invoiceId, paidOn, 'Ada Lovelace', 'ada@example.com', row!.description, `$${(row!.amountCents / 100).toFixed(2)} USD`, 'Paid', TEST_CHECKOUT_NOTE]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('prints names in any script, right-to-left ones in reading order, in small subset fonts', async () => {
    const names = ['山田太郎', 'Иван Петров', 'محمد علي', 'דוד לוי', '김민준', 'देवनागरी', '张伟', 'Αλέξανδρος', 'Ada 😀'];
    const receiptOf = async (name: string) => {
      await server.database.db.update(users).set({ name }).where(eq(users.id, ada.user.id));
      const response = await receipt(invoiceId, ada.token);
      expect(response.status).toBe(200);
      return new Uint8Array(await response.arrayBuffer());
    };
    try {
      for (const name of names) {
        const bytes = await receiptOf(name);
        expect(bytes.byteLength, name).toBeLessThan(200 * 1024);
        const text = await pdfText(bytes);
        for (const word of name.split(' ')) expect(text, name).toContain(word);
        expect(text, name).not.toContain('?');
      }
      // Right to left: the first word is drawn to the right of the second.
      for (const name of ['محمد علي', 'דוד לוי']) {
        const items = await pdfItems(await receiptOf(name));
        const [first, second] = name.split(' ').map((word) => items.find((item) => item.str === word));
        expect(first?.y, name).toBe(second?.y);
        expect(first?.x, name).toBeGreaterThan(second?.x ?? Infinity);
      }
    } finally {
      await server.database.db.update(users).set({ name: 'Ada Lovelace' }).where(eq(users.id, ada.user.id));
    }
  });

  it("a plan's renewal, which has no checkout, carries the note of its plan's provider", async () => {
    const carol = await register(server, 'carol@example.com');
    await buyThroughTestCheckout(server, carol.token, { kind: 'plan', tier: 'pro' });
    const admin = await adminSignIn(server);
    const later = new Date(Date.now() + 32 * 24 * 60 * 60 * 1000).toISOString();
    await json(await call(server, 'POST', '/admin/payments/test-clock', { token: admin.token, body: { now: later } }), 200);
    const { results } = await json<InvoicesResponse>(await call(server, 'GET', '/user/invoices', { token: carol.token }), 200);
    const renewal = results.find((row) => row.checkout_id === null);
    expect(renewal).toBeDefined();
    const response = await receipt(renewal!.id, carol.token);
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(renewal!.description);
    expect(text).toContain(TEST_CHECKOUT_NOTE);
  });
});
