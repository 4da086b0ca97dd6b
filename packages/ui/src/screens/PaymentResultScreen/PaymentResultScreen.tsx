import { TIER_NAMES, type Tier } from '@facet/contract';
import { ButtonLink } from '../../components/private/ButtonLink';
import { Inline } from '../../components/Inline/Inline';
import { DashboardPage } from '../../components/private/DashboardPage';
import { panel } from '../../components/private/recipes.css';
import { StatusMessage } from '../../components/private/StatusMessage';
import { balanceLabel } from '../../components/private/toolPricing';
import * as styles from './PaymentResultScreen.css';

export const paymentOutcomes = ['success', 'failed'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

export interface PaymentResultScreenProps {
  /** `/payment/success` or `/payment/failed`. */
  outcome: PaymentOutcome;
  /** The balance now, live: it changes as the purchase's credits arrive. Absent while it loads. */
  credits?: number;
  /** The plan now; a paid one is named on success. */
  tier?: Tier;
  /** Where the person goes on with their work after a purchase. */
  assetsHref: string;
  /** Where a failed purchase is tried again. */
  purchaseHref: string;
}

/** Where a checkout comes back to (SPEC.md section 2, /payment): what the purchase gave, or that nothing was charged. */
export function PaymentResultScreen({ outcome, credits, tier, assetsHref, purchaseHref }: PaymentResultScreenProps) {
  if (outcome === 'failed') {
    return (
      <DashboardPage as="section" title="Payment not completed" subtitle="The checkout was declined or cancelled.">
        <StatusMessage kind="failure">
          <span className={styles.lead}>Nothing was charged.</span>
          <span>Your balance and plan are as they were. You can try again, with the same pack or another one.</span>
        </StatusMessage>
        <Inline space="3" wrap>
          <ButtonLink href={purchaseHref}>Try again</ButtonLink>
          <ButtonLink href={assetsHref} variant="secondary">
            Back to your assets
          </ButtonLink>
        </Inline>
      </DashboardPage>
    );
  }
  const paidPlan = tier !== undefined && tier !== 'free';
  return (
    <DashboardPage as="section" title="Payment received" subtitle="Thank you. Your purchase is on your account.">
      <StatusMessage kind="success">
        <span className={styles.lead}>Your credits are ready to use.</span>
        <span>A receipt is kept with your invoices.</span>
      </StatusMessage>
      <Inline as="dl" space="6" wrap padding="5" margin="0" className={panel}>
        <div className={styles.item}>
          <dt className={styles.label}>Your balance</dt>
          <dd className={styles.value} aria-live="polite">
            {balanceLabel(credits)}
          </dd>
        </div>
        {paidPlan ? (
          <div className={styles.item}>
            <dt className={styles.label}>Your plan</dt>
            <dd className={styles.value} aria-live="polite">
              {TIER_NAMES[tier]}
            </dd>
          </div>
        ) : null}
      </Inline>
      <Inline space="3" wrap>
        <ButtonLink href={assetsHref}>Go to your assets</ButtonLink>
      </Inline>
    </DashboardPage>
  );
}
