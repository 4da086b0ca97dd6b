/** What a discounted item costs: the rule the server charges by, so a page shows the same cents. */

/** `listCents` less `percentOff` percent, rounded to the nearest cent. */
export function discountedCents(listCents: number, percentOff: number): number {
  return Math.round((listCents * (100 - percentOff)) / 100);
}

/** `$16.00`: dollars with the cents, as a receipt or a screen reader gives a price. */
export function formatUsdCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
