import type { ToolInfo } from '@facet/contract';

/** A tool's price as a badge reads it: `20 credits`, `from 10 credits`, `5 credits / message`. */
export function creditsLabel({ credits, pricing }: Pick<ToolInfo, 'credits' | 'pricing'>): string {
  const amount = `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
  if (pricing === 'from') return `from ${amount}`;
  if (pricing === 'per-message') return `${amount} / message`;
  return amount;
}
