/** The PDF receipt of an invoice (`GET /user/invoices/{id}/receipt`). */
import { z } from 'zod';

export const invoiceIdParamsSchema = z.object({ id: z.uuid() });
export type InvoiceIdParams = z.infer<typeof invoiceIdParamsSchema>;

/**
 * The file name a receipt is saved under: the whole invoice id, as the first part of a UUIDv7 is only
 * its time and is shared by every invoice of the same minute.
 */
export function receiptFileName(invoiceId: string): string {
  return `facet-receipt-${invoiceId}.pdf`;
}
