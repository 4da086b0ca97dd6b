/** Lays out an invoice's receipt as a one-page PDF with pdfkit's built-in Helvetica. */
import PDFDocument from 'pdfkit';

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

/**
 * The built-in Helvetica covers Windows-1252 only; any other character would print as a wrong glyph,
 * so it is shown as "?" (a name in another script needs an embedded Unicode font).
 */
export function printable(text: string): string {
  return text.replace(/[^\t\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu, '?');
}

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

export function formatPaidDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function renderReceiptPdf(receipt: ReceiptContent): Promise<Uint8Array> {
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

  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(receipt.productName);
  doc.moveDown(0.2).font('Helvetica').fontSize(14).fillColor(MUTED).text('Receipt');
  doc.moveDown(1.5);

  const field = (label: string, value: string) => {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label.toUpperCase(), { characterSpacing: 0.5 });
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(printable(value));
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
  const row = (left: string, right: string, font: string, color = INK, size = 11) => {
    const y = doc.y;
    doc.font(font).fontSize(size).fillColor(color).text(left, MARGIN, y, { width: width * 0.7 });
    const after = doc.y;
    doc.text(right, MARGIN + width * 0.7, y, { width: width * 0.3, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.6);
  };
  row('Description', 'Amount', 'Helvetica', MUTED, 9);
  rule();
  row(printable(receipt.description), amount, 'Helvetica');
  rule();
  row('Paid', amount, 'Helvetica-Bold');

  if (receipt.note) {
    doc.moveDown(1).font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text(receipt.note, MARGIN, doc.y, { width });
  }
  doc.end();
  return done;
}
