import { Button } from '../Button/Button';
import * as styles from './CreditPackList.css';

/** A one-off credit pack (PRODUCT.md): credits that never expire. */
export interface CreditPack {
  id: string;
  credits: number;
  priceUsd: number;
}

const numberFormat = new Intl.NumberFormat('en-US');
const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);

export interface CreditPackListProps {
  packs: readonly CreditPack[];
  onBuy(packId: string): void;
  /** The pack whose checkout is starting: its button spins and the others wait, so one click buys one pack. */
  pendingPackId?: string;
  /** Another purchase (a plan) is starting on the same page: every buy button waits. */
  isDisabled?: boolean;
}

/** The credit packs as cards with their price per credit and a buy button each. */
export function CreditPackList({ packs, onBuy, pendingPackId, isDisabled = false }: CreditPackListProps) {
  return (
    <ul className={styles.packGrid}>
      {packs.map((pack) => (
        <li key={pack.id} className={styles.packCard}>
          <div className={styles.packText}>
            <span className={styles.packCredits}>{numberFormat.format(pack.credits)} credits</span>
            <span className={styles.packPrice}>
              {usd(pack.priceUsd)}
              <span className={styles.packRate}>
                {' '}
                · {((pack.priceUsd / pack.credits) * 100).toFixed(1)}¢ per credit
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
