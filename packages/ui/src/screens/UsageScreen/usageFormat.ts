/** Words, dates and colours the usage page and its chart share. */
import { creditToolNames, type CreditHistoryEntry, type SessionType } from '@facet/contract';
import { vars } from '../../theme/contract.css';

const numberFormat = new Intl.NumberFormat('en-US');
export const formatCredits = (credits: number) => numberFormat.format(credits);
/** A change with its sign: `+500`, `−10` (a true minus sign). */
export const formatChange = (amount: number) => (amount > 0 ? `+${numberFormat.format(amount)}` : `−${numberFormat.format(-amount)}`);

export const toolName = (tool: SessionType | null) => (tool ? creditToolNames[tool] : 'A tool');

/** What a ledger row was, in the person's words. */
export function describeEntry(entry: Pick<CreditHistoryEntry, 'reason' | 'tool' | 'amount'>): string {
  switch (entry.reason) {
    case 'tool_run':
      return `${toolName(entry.tool)} run`;
    case 'refund':
      return `Refund: ${toolName(entry.tool).toLowerCase()} run failed`;
    case 'sign_up':
      return 'Welcome credits';
    case 'purchase':
      return 'Credit pack';
    case 'subscription':
      return 'Plan credits';
    case 'admin_adjustment':
      return 'Adjusted by support';
    default:
      return entry.amount < 0 ? 'Credits used' : 'Credits added';
  }
}

/** `Nov 20` for a `YYYY-MM-DD` day (a calendar day: no time zone moves it). */
export function shortDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** `Thu, Nov 20` for a `YYYY-MM-DD` day. */
export function longDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** When a ledger row was written, in the page's time zone: `Nov 20, 2026, 10:01 AM`. */
export function entryTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/**
 * A series colour per tool, from the theme's own colours so each reads on both themes' surfaces;
 * past six they repeat, and the legend and the table still name every tool.
 */
const palette = [
  vars.color.accent,
  vars.color.success,
  vars.color.warning,
  vars.color.danger,
  vars.color.textMuted,
  `color-mix(in srgb, ${vars.color.accent} 50%, ${vars.color.success})`,
] as const;

export const seriesColour = (index: number) => palette[index % palette.length]!;
