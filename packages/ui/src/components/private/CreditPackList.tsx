import { discountedCents } from '@facet/contract';
import { Button } from '../Button/Button';
import { OfferPrice } from './OfferPrice';
import * as styles from './CreditPackList.css';

/** A one-off credit pack (PRODUCT.md): credits that never expire. */
export interface CreditPack {
  id: string;
  credits: number;
  priceUsd: number;
}

const numberFormat = new Intl.NumberFormat('en-US');

export interface CreditPackListProps {
  packs: readonly CreditPack[];
  onBuy(packId: string): void;
  /** The pack whose checkout is starting: its button spins and the others wait, so one click buys one pack. */
  pendingPackId?: string;
  /** Another purchase (a plan) is starting on the same page: every buy button waits. */
  isDisabled?: boolean;
  /** The welcome offer's discount while it runs: each price shows what it charges, the list price struck through. */
  percentOff?: number;
}

/** The credit packs as cards with their price per credit and a buy button each. */
export function CreditPackList({ packs, onBuy, pendingPackId, isDisabled = false, percentOff }: CreditPackListProps) {
  return (
    <ul className={styles.packGrid}>
      {packs.map((pack) => (
        <li key={pack.id} className={styles.packCard}>
          <div className={styles.packText}>
            <span className={styles.packCredits}>{numberFormat.format(pack.credits)} credits</span>
            <span className={styles.packPrice}>
              <OfferPrice listPriceUsd={pack.priceUsd} percentOff={percentOff} />
              <span className={styles.packRate}>
                {' '}
                · {(discountedCents(pack.priceUsd * 100, percentOff ?? 0) / pack.credits).toFixed(1)}¢ per credit
              </span>
            </span>
          </div>
          <Button
            variant="secondary"
            onPress={() => onBuy(pack.id)}
            isPending={pack.id === pendingPackId}
            isDisabled={isDisabled || (pendingPackId !== undefined && pack.id !== pendingPackId)}
            aria-label={`Buy ${numberFormat.format(pack.credits)} credits`}
          >
            Buy
          </Button>
        </li>
      ))}
    </ul>
  );
}
