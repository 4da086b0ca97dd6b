import { receiptFileName } from '@facet/contract';
import { type Caller, reachInvoice } from '../access/access';
import type { Store } from '../db/store';
import { renderReceiptPdf } from './receipt-pdf';

const PRODUCT_NAME = 'Facet';
/** Said on a receipt whose payment the built-in test checkout took: it grants credits without charging anyone. */
export const TEST_CHECKOUT_NOTE = 'Paid through the built-in test checkout: no money moved.';

/** Receipts of paid invoices, for their owners only. */
export class ReceiptsService {
  constructor(private readonly store: Store) {}

  async receipt(caller: Caller, invoiceId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const invoice = await reachInvoice(this.store, caller, invoiceId);
    const bytes = await renderReceiptPdf({
      productName: PRODUCT_NAME,
      invoiceId: invoice.invoiceId,
      paidAt: invoice.paidAt,
      billedToName: invoice.billedToName,
      billedToEmail: invoice.billedToEmail,
      description: invoice.description,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      note: invoice.provider === 'test' ? TEST_CHECKOUT_NOTE : undefined,
    });
    return { bytes, fileName: receiptFileName(invoice.invoiceId) };
  }
}
