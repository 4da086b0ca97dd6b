import { WELCOME_OFFER_PERCENT_OFF } from '@facet/contract';
import { Inline } from '../../components/Inline/Inline';
import { ButtonLink } from '../../components/private/ButtonLink';
import { CreditPackList, type CreditPack } from '../../components/private/CreditPackList';
import { DashboardPage } from '../../components/private/DashboardPage';
import { Notice } from '../../components/private/Notice';
import { panel } from '../../components/private/recipes.css';
import { balanceLabel } from '../../components/private/toolPricing';
import { WelcomeOfferCountdown } from '../../components/WelcomeOfferCountdown/WelcomeOfferCountdown';
import * as styles from './PurchaseScreen.css';

export interface PurchaseScreenProps {
  /** The balance now; absent while it loads. */
  credits?: number;
  creditPacks: readonly CreditPack[];
  onBuyPack(packId: string): void;
  /** The pack whose checkout is starting; the page goes to the checkout once it has started. */
  pendingPackId?: string;
  /** Why the last checkout did not start, in words. */
  checkoutError?: string;
  /** The plans page, for monthly credits instead of a one-off pack. */
  plansHref: string;
  /**
   * The welcome offer's time left (0 for someone who has bought before); while above 0 its banner
   * shows and each pack's price is the discounted one, the list price struck through.
   */
  welcomeOfferMsLeft?: number;
  welcomeOfferPercentOff?: number;
}

/** Buying credits (`/dashboard/profile/purchase`): the balance and the one-off packs. */
export function PurchaseScreen({
  credits,
  creditPacks,
  onBuyPack,
  pendingPackId,
  checkoutError,
  plansHref,
  welcomeOfferMsLeft = 0,
  welcomeOfferPercentOff = WELCOME_OFFER_PERCENT_OFF,
}: PurchaseScreenProps) {
  return (
    <DashboardPage as="section" title="Buy credits" subtitle="Credits pay for tool runs. Packs are one-off purchases and never expire.">
      <Inline space="4" wrap alignY="center" align="spaceBetween" padding="5" className={panel}>
        <div className={styles.balanceText}>
          <span className={styles.balanceLabel}>Your balance</span>
          <span className={styles.balanceValue} aria-live="polite">
            {balanceLabel(credits)}
          </span>
        </div>
        <ButtonLink href={plansHref} variant="secondary">
          Compare plans
        </ButtonLink>
      </Inline>
      <WelcomeOfferCountdown msLeft={welcomeOfferMsLeft} percentOff={welcomeOfferPercentOff} />
      {checkoutError ? (
        <Notice tone="danger" role="alert">
          {`Checkout could not start: ${checkoutError}`}
        </Notice>
      ) : null}
      <CreditPackList
        packs={creditPacks}
        onBuy={onBuyPack}
        pendingPackId={pendingPackId}
        percentOff={welcomeOfferMsLeft > 0 ? welcomeOfferPercentOff : undefined}
      />
      <p className={styles.note}>A plan gives you credits every month and unlocks more tools.</p>
    </DashboardPage>
  );
}
