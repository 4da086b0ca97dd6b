import { Check } from 'lucide-react';
import type { MonetizationFlag, Tier, TierInfo } from '@facet/contract';
import { Button } from '../../components/Button/Button';
import { ButtonLink } from '../../components/private/ButtonLink';
import { CreditPackList, type CreditPack } from '../../components/private/CreditPackList';
import { Brand } from '../../components/private/Brand';
import { Icon } from '../../components/private/Icon';
import { Notice } from '../../components/private/Notice';
import { OfferPrice } from '../../components/private/OfferPrice';
import { TextLink } from '../../components/private/TextLink';
import { WelcomeOfferCountdown } from '../../components/WelcomeOfferCountdown/WelcomeOfferCountdown';
import * as styles from './PricingScreen.css';

export type { CreditPack } from '../../components/private/CreditPackList';

export interface PricingScreenProps {
  tiers: readonly TierInfo[];
  creditPacks: readonly CreditPack[];
  /** The signed-in person's tier; its card says 'Current plan'. Absent when signed out. */
  currentTier?: Tier;
  /** The tier that is marked as recommended. */
  featuredTier?: Tier;
  /**
   * The welcome offer's time left (0 for someone who has bought before); while above 0 the banner
   * shows and every price is the discounted one, the list price struck through.
   */
  welcomeOfferMsLeft?: number;
  welcomeOfferPercentOff?: number;
  onUpgrade(tier: Tier): void;
  onBuyPack(packId: string): void;
  /** What is being bought while its checkout starts: that button spins and the others wait. */
  pending?: { kind: 'plan'; tier: Tier } | { kind: 'pack'; packId: string };
  /** Why the last checkout did not start, in words. */
  checkoutError?: string;
  homeHref: string;
  /** The billing page: a signed-in person's paid plan links there ('Manage your plan') instead of saying 'Current plan'. */
  manageHref?: string;
}

const tierNames: Record<Tier, string> = { free: 'Free', starter: 'Starter', pro: 'Pro', studio: 'Studio' };
const tierPitch: Record<Tier, string> = {
  free: 'Try every basic tool on your own assets.',
  starter: 'For artists who run tools every week.',
  pro: 'For professionals who retopologize and edit daily.',
  studio: 'For teams sharing folders and assets.',
};
const flagLabels: Record<MonetizationFlag, string> = {
  can_access_retopo_swift: 'Swift retopology',
  can_access_retexturing: 'Retexturing',
  can_access_animate: 'Animate',
  can_access_retopo_precision: 'Precision retopology',
  can_access_chat_to_3d: 'Magic edit (chat to 3D)',
  can_access_ai_video_to_video: 'AI video to video',
};

const numberFormat = new Intl.NumberFormat('en-US');

function features(info: TierInfo): string[] {
  const credits =
    info.tier === 'free'
      ? `${numberFormat.format(info.credits)} credits at sign-up`
      : `${numberFormat.format(info.credits)} credits every month`;
  const list = [credits, 'Asset library and folders', ...info.flags.map((flag) => flagLabels[flag])];
  if (info.organizationMembers > 0) list.push(`Organizations of up to ${info.organizationMembers} members`);
  return list;
}

/** /pricing: the four tiers and the credit packs of PRODUCT.md, with the welcome offer's timer. */
export function PricingScreen({
  tiers,
  creditPacks,
  currentTier,
  featuredTier = 'pro',
  welcomeOfferMsLeft = 0,
  welcomeOfferPercentOff = 20,
  onUpgrade,
  onBuyPack,
  pending,
  checkoutError,
  homeHref,
  manageHref,
}: PricingScreenProps) {
  const offerPercentOff = welcomeOfferMsLeft > 0 ? welcomeOfferPercentOff : undefined;
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <Brand href={homeHref} logoSize={22} className={styles.brand} />
        <TextLink href={homeHref} tone="muted">
          Back to your workspace
        </TextLink>
      </header>

      <main className={styles.main}>
        <div className={styles.hero}>
          <h1 className={styles.title}>Plans and credits</h1>
          <p className={styles.lede}>
            Every tool run costs credits. Pick a plan for a monthly allowance, or buy a pack whenever you need more.
          </p>
          <div className={styles.offer}>
            <WelcomeOfferCountdown msLeft={welcomeOfferMsLeft} percentOff={welcomeOfferPercentOff} />
          </div>
          {checkoutError ? (
            <div className={styles.error}>
              <Notice tone="danger" role="alert">
                {`Checkout could not start: ${checkoutError}`}
              </Notice>
            </div>
          ) : null}
        </div>

        <section aria-labelledby="pricing-plans" className={styles.section}>
          <h2 id="pricing-plans" className={styles.sectionTitle}>
            Plans
          </h2>
          <ul className={styles.tierGrid}>
            {tiers.map((info) => {
              const isCurrent = info.tier === currentTier;
              const isFeatured = info.tier === featuredTier;
              // The offer takes its share off a plan's first month; the free tier costs nothing to discount.
              const planOffer = info.tier === 'free' ? undefined : offerPercentOff;
              return (
                <li key={info.tier} className={isFeatured ? `${styles.tierCard} ${styles.featured}` : styles.tierCard}>
                  <div className={styles.tierHead}>
                    <h3 className={styles.tierName}>{tierNames[info.tier]}</h3>
                    {isFeatured ? <span className={styles.featuredBadge}>Most popular</span> : null}
                  </div>
                  <p className={styles.price}>
                    <OfferPrice listPriceUsd={info.monthlyPriceUsd} percentOff={planOffer} className={styles.priceValue} />
                    <span className={styles.priceUnit}>{planOffer ? '/ first month' : '/ month'}</span>
                  </p>
                  <p className={styles.tierPitch}>{tierPitch[info.tier]}</p>
                  <div className={styles.tierAction}>
                    {isCurrent && info.tier !== 'free' && manageHref ? (
                      <ButtonLink href={manageHref} variant="secondary">
                        Manage your plan
                      </ButtonLink>
                    ) : isCurrent ? (
                      <Button variant="secondary" isDisabled>
                        Current plan
                      </Button>
                    ) : info.tier === 'free' ? null : (
                      <Button
                        variant={isFeatured ? 'primary' : 'secondary'}
                        onPress={() => onUpgrade(info.tier)}
                        isPending={pending?.kind === 'plan' && pending.tier === info.tier}
                        isDisabled={pending !== undefined && !(pending.kind === 'plan' && pending.tier === info.tier)}
                      >
                        {`Upgrade to ${tierNames[info.tier]}`}
                      </Button>
                    )}
                  </div>
                  <ul className={styles.features}>
                    {features(info).map((feature) => (
                      <li key={feature} className={styles.feature}>
                        <span className={styles.check}>
                          <Icon icon={Check} size={14} />
                        </span>
                        {feature}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="pricing-packs" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="pricing-packs" className={styles.sectionTitle}>
              Credit packs
            </h2>
            <p className={styles.sectionNote}>One-off purchases. Credits never expire.</p>
          </div>
          <CreditPackList
            packs={creditPacks}
            onBuy={onBuyPack}
            pendingPackId={pending?.kind === 'pack' ? pending.packId : undefined}
            isDisabled={pending?.kind === 'plan'}
            percentOff={offerPercentOff}
          />
        </section>
      </main>
    </div>
  );
}
