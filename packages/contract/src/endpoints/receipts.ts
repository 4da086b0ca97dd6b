/** The catalogue's receipts endpoints (listed in order in index.ts): an invoice's PDF receipt. */
import type { Endpoint } from './endpoint';
import { invoiceIdParamsSchema } from '../receipts';

export const receiptsEndpoints = {
  receipt: {
    method: 'GET',
    path: '/user/invoices/:id/receipt',
    summary: "An invoice's receipt as a PDF: what was bought, for whom, when, and what was paid. The signed-in owner only.",
    tag: 'user',
    auth: 'user',
    params: invoiceIdParamsSchema,
    file: { contentType: 'application/pdf', description: 'The receipt, saved as `facet-receipt-<invoice id>.pdf`.' },
    errors: { 404: 'No invoice of yours has this id (`NOT_FOUND`).' },
  },
} as const satisfies Record<string, Endpoint>;
