/**
 * Lays out an invoice's receipt as a one-page PDF in Noto Sans, with fallback fonts for names and
 * lines in any other script (see receipt-text.ts).
 */
import type PDFKitDocument from 'pdfkit';

export interface ReceiptContent {
  productName: string;
  invoiceId: string;
  paidAt: Date;
  billedToName: string;
  billedToEmail: string;
  /** The invoice's line: what was bought. */
  description: string;
  amountCents: number;
  currency: string;
  /** Said under the total when it applies (the built-in test checkout took the payment). */
  note: string | undefined;
}

const MARGIN = 56;
const INK = '#1a1a1a';
const MUTED = '#6b6b6b';
const RULE = '#d4d4d4';

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

export function formatPaidDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * PDFKit and the text shaping (fontkit, the bidi algorithm) are loaded with the first receipt, not
 * by every start of the server.
 */
let renderer: Promise<[typeof PDFKitDocument, typeof import('./receipt-text').writeText]> | undefined;
const loadRenderer = () => Promise.all([import('pdfkit').then((module) => module.default), import('./receipt-text').then((module) => module.writeText)]);

export async function renderReceiptPdf(receipt: ReceiptContent): Promise<Uint8Array> {
  const [PDFDocument, writeText] = await (renderer ??= loadRenderer());
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${receipt.productName} receipt ${receipt.invoiceId}`, Author: receipt.productName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const amount = `${formatAmount(receipt.amountCents, receipt.currency)} ${receipt.currency.toUpperCase()}`;

  const text = (value: string, size: number, color: string, style: 'regular' | 'bold' | 'italic' = 'regular') =>
    writeText(doc, value, { x: MARGIN, width, size, color, style });
  text(receipt.productName, 22, INK, 'bold');
  text('Receipt', 14, MUTED);
  doc.moveDown(1.5);

  const field = (label: string, value: string) => {
    text(label.toUpperCase(), 9, MUTED);
    text(value, 11, INK);
    doc.moveDown(0.8);
  };
  field('Invoice', receipt.invoiceId);
  field('Date paid', formatPaidDate(receipt.paidAt));
  field('Billed to', receipt.billedToName ? `${receipt.billedToName}\n${receipt.billedToEmail}` : receipt.billedToEmail);

  doc.moveDown(0.6);
  const rule = () => {
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.moveDown(0.6);
  };
  const row = (left: string, right: string, style: 'regular' | 'bold', color = INK, size = 11) => {
    const y = doc.y;
    writeText(doc, left, { x: MARGIN, width: width * 0.7, size, color, style });
    const after = doc.y;
    doc.y = y;
    writeText(doc, right, { x: MARGIN + width * 0.7, width: width * 0.3, size, color, style, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.6);
  };
  row('Description', 'Amount', 'regular', MUTED, 9);
  rule();
  row(receipt.description, amount, 'regular');
  rule();
  row('Paid', amount, 'bold');

  if (receipt.note) {
    doc.moveDown(1);
    text(receipt.note, 10, MUTED, 'italic');
  }
  doc.end();
  return done;
}
