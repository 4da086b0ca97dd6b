import type { ToolInfo } from '@facet/contract';

/** A tool's price as a badge reads it: `20 credits`, `from 10 credits`, `5 credits / message`. */
export function creditsLabel({ credits, pricing }: Pick<ToolInfo, 'credits' | 'pricing'>): string {
  const amount = `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
  if (pricing === 'from') return `from ${amount}`;
  if (pricing === 'per-message') return `${amount} / message`;
  return amount;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** A balance as the account pages read it: `1,250 credits`, or `…` while it loads. */
export function balanceLabel(credits: number | undefined): string {
  return credits === undefined ? '…' : `${numberFormat.format(credits)} credits`;
}
