/** The PDF receipt of an invoice (`GET /user/invoices/{id}/receipt`). */
import { z } from 'zod';

export const invoiceIdParamsSchema = z.object({ id: z.uuid() });
export type InvoiceIdParams = z.infer<typeof invoiceIdParamsSchema>;

/** The file name a receipt is saved under: the invoice id's first part, enough to tell receipts apart. */
export function receiptFileName(invoiceId: string): string {
  return `facet-receipt-${invoiceId.split('-')[0]}.pdf`;
}
