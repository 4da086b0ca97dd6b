import { discountedCents, formatUsdCents } from '@facet/contract';
import { visuallyHidden } from './recipes.css';
import * as styles from './OfferPrice.css';

export interface OfferPriceProps {
  /** The list price, in whole dollars or with cents. */
  listPriceUsd: number;
  /** The discount in force (the welcome offer's); absent or 0 shows the list price alone. */
  percentOff?: number;
  className?: string;
}

/** `$16` when whole dollars, `$9.60` otherwise. */
function formatShort(cents: number): string {
  return cents % 100 === 0 ? `$${(cents / 100).toLocaleString('en-US')}` : formatUsdCents(cents);
}

/**
 * A price as it will be charged: while an offer runs, the discounted price (the server's rounding) with
 * the list price struck through beside it, read out as "$16.00, was $20.00"; otherwise the list price.
 */
export function OfferPrice({ listPriceUsd, percentOff, className }: OfferPriceProps) {
  const listCents = Math.round(listPriceUsd * 100);
  if (!percentOff) return <span className={className}>{formatShort(listCents)}</span>;
  const cents = discountedCents(listCents, percentOff);
  return (
    <span className={className ? `${styles.root} ${className}` : styles.root}>
      <span aria-hidden="true">{formatShort(cents)}</span>
      <s className={styles.was} aria-hidden="true">
        {formatShort(listCents)}
      </s>
      <span className={visuallyHidden}>{`${formatUsdCents(cents)}, was ${formatUsdCents(listCents)}`}</span>
    </span>
  );
}
