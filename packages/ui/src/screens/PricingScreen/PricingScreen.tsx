import { Check, Clock } from 'lucide-react';
import { TIER_NAMES, tierNamesText, toolPageFlags, type MonetizationFlag, type Tier, type TierInfo, type ToolId, type ToolInfo, WELCOME_OFFER_PERCENT_OFF } from '@facet/contract';
import { Box } from '../../components/Box/Box';
import { Button } from '../../components/Button/Button';
import { Inline } from '../../components/Inline/Inline';
import { ButtonLink } from '../../components/private/ButtonLink';
import { CreditPackList, type CreditPack } from '../../components/private/CreditPackList';
import { Brand } from '../../components/private/Brand';
import { Icon } from '../../components/private/Icon';
import { Notice } from '../../components/private/Notice';
import { PublicTopBar, type PublicVisitor } from '../../components/private/PublicTopBar';
import { OfferPrice } from '../../components/private/OfferPrice';
import { sectionTitle } from '../../components/private/recipes.css';
import { Stack } from '../../components/Stack/Stack';
import { TextLink } from '../../components/private/TextLink';
import { WelcomeOfferCountdown } from '../../components/WelcomeOfferCountdown/WelcomeOfferCountdown';
import * as styles from './PricingScreen.css';

export type { CreditPack } from '../../components/private/CreditPackList';

export interface PricingScreenProps {
  tiers: readonly TierInfo[];
  creditPacks: readonly CreditPack[];
  /** Every tool, for their names. */
  tools: readonly ToolInfo[];
  /** The tools each plan opens (coming ones included); each card lists what its plan adds to the one before. */
  planTools: Readonly<Record<Tier, readonly ToolId[]>>;
  /** Tools that do not run yet: listed as coming, on the plans that will open them. */
  comingToolIds: readonly ToolId[];
  /** The tool the person came from (a locked tool's page): a note names the plans that open it. */
  highlightTool?: ToolId;
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
  /**
   * For a signed-out visitor: the public top bar with the way in (sign in, sign up, the theme)
   * instead of the way back to a workspace they do not have yet.
   */
  visitor?: PublicVisitor;
  /** The billing page: a signed-in person's paid plan links there ('Manage your plan') instead of saying 'Current plan'. */
  manageHref?: string;
}

const tierPitch: Record<Tier, string> = {
  free: 'Try every basic tool on your own assets.',
  starter: 'For artists who run tools every week.',
  pro: 'For professionals who retopologize and edit daily.',
  studio: 'For teams sharing folders and assets.',
};
// A flag that opens a mode of a tool another plan already opens (the tools themselves come from planTools).
const modeLabels: Partial<Record<MonetizationFlag, string>> = {
  can_access_retopo_swift: 'Swift retopology',
  can_access_retopo_precision: 'Precision retopology',
};

const numberFormat = new Intl.NumberFormat('en-US');

interface Feature {
  text: string;
  kind: 'included' | 'coming' | 'heading';
}

/** A card's lines: its credits, then what it opens beyond the plan before it (tools, coming ones marked, and modes). */
function features(info: TierInfo, previous: TierInfo | undefined, props: Pick<PricingScreenProps, 'tools' | 'planTools' | 'comingToolIds'>): Feature[] {
  const credits =
    info.tier === 'free'
      ? `${numberFormat.format(info.credits)} credits at sign-up`
      : `${numberFormat.format(info.credits)} credits every month`;
  const list: Feature[] = [{ text: credits, kind: 'included' }];
  if (previous) list.push({ text: `Everything in ${TIER_NAMES[previous.tier]}, plus:`, kind: 'heading' });
  else list.push({ text: 'Asset library and folders', kind: 'included' });
  const before = new Set(previous ? props.planTools[previous.tier] : []);
  const added = props.planTools[info.tier].filter((tool) => !before.has(tool));
  for (const id of added) {
    const name = props.tools.find((tool) => tool.id === id)?.name ?? id;
    list.push(props.comingToolIds.includes(id) ? { text: name, kind: 'coming' } : { text: name, kind: 'included' });
  }
  const openedByNewTools = new Set(added.flatMap((tool) => toolPageFlags(tool)));
  for (const flag of info.flags) {
    const label = modeLabels[flag];
    if (label && !previous?.flags.includes(flag) && !openedByNewTools.has(flag)) list.push({ text: label, kind: 'included' });
  }
  if (info.organizationMembers > 0) list.push({ text: `Organizations of up to ${info.organizationMembers} members`, kind: 'included' });
  return list;
}

/** /pricing: the four tiers and the credit packs of PRODUCT.md, with the welcome offer's timer. */
export function PricingScreen({
  tiers,
  creditPacks,
  tools,
  planTools,
  comingToolIds,
  highlightTool,
  currentTier,
  featuredTier = 'pro',
  welcomeOfferMsLeft = 0,
  welcomeOfferPercentOff = WELCOME_OFFER_PERCENT_OFF,
  onUpgrade,
  onBuyPack,
  pending,
  checkoutError,
  homeHref,
  visitor,
  manageHref,
}: PricingScreenProps) {
  const offerPercentOff = welcomeOfferMsLeft > 0 ? welcomeOfferPercentOff : undefined;
  const highlighted = tools.find((tool) => tool.id === highlightTool && !comingToolIds.includes(tool.id));
  const highlightedPlans = highlighted ? tiers.filter((info) => planTools[info.tier].includes(highlighted.id)).map((info) => info.tier) : [];
  return (
    <div className={styles.page}>
      {visitor ? (
        <PublicTopBar {...visitor} homeHref={visitor.homeHref ?? homeHref} />
      ) : (
        <Inline as="header" space="4" alignY="center" align="spaceBetween" className={styles.topBar}>
          <Brand href={homeHref} logoSize={22} className={styles.brand} />
          <TextLink href={homeHref} tone="muted">
            Back to your workspace
          </TextLink>
        </Inline>
      )}

      <main className={styles.main}>
        <Stack space="4" align="center" textAlign="center">
          <h1 className={styles.title}>Plans and credits</h1>
          <p className={styles.lede}>
            Every tool run costs credits. Pick a plan for a monthly allowance, or buy a pack whenever you need more.
          </p>
          <div className={styles.offer}>
            <WelcomeOfferCountdown msLeft={welcomeOfferMsLeft} percentOff={welcomeOfferPercentOff} />
          </div>
          {highlighted && highlightedPlans.length > 0 ? (
            <div className={styles.note}>
              <Notice tone="info">{`${highlighted.name} is included in ${tierNamesText(highlightedPlans)}.`}</Notice>
            </div>
          ) : null}
          {checkoutError ? (
            <div className={styles.error}>
              <Notice tone="danger" role="alert">
                {`Checkout could not start: ${checkoutError}`}
              </Notice>
            </div>
          ) : null}
        </Stack>

        <Stack as="section" space="5" aria-labelledby="pricing-plans">
          <h2 id="pricing-plans" className={sectionTitle}>
            Plans
          </h2>
          <Box as="ul" display="grid" gap="4" className={styles.tierGrid}>
            {tiers.map((info, index) => {
              const isCurrent = info.tier === currentTier;
              const isFeatured = info.tier === featuredTier;
              // The offer takes its share off a plan's first month; the free tier costs nothing to discount.
              const planOffer = info.tier === 'free' ? undefined : offerPercentOff;
              return (
                <Stack
                  as="li"
                  key={info.tier}
                  space="3"
                  padding="6"
                  borderRadius="xl"
                  background="surface"
                  className={isFeatured ? `${styles.tierCard} ${styles.featured}` : styles.tierCard}
                >
                  <Inline space="2" alignY="center" align="spaceBetween">
                    <h3 className={styles.tierName}>{TIER_NAMES[info.tier]}</h3>
                    {isFeatured ? <span className={styles.featuredBadge}>Most popular</span> : null}
                  </Inline>
                  <Inline as="p" space="1" alignY="baseline">
                    <OfferPrice listPriceUsd={info.monthlyPriceUsd} percentOff={planOffer} className={styles.priceValue} />
                    <span className={styles.priceUnit}>{planOffer ? '/ first month' : '/ month'}</span>
                  </Inline>
                  <p className={styles.tierPitch}>{tierPitch[info.tier]}</p>
                  <Stack className={styles.tierAction}>
                    {isCurrent && info.tier !== 'free' && manageHref ? (
                      <ButtonLink href={manageHref} variant="secondary">
                        Manage your plan
                      </ButtonLink>
                    ) : isCurrent ? (
                      <Button variant="secondary" isDisabled>
                        Current plan
                      </Button>
                    ) : info.tier === 'free' ? (
                      // A visitor starts on the free plan by signing up; a signed-in person is already on a plan.
                      visitor ? (
                        <ButtonLink href={visitor.signUpHref} variant="secondary">
                          Sign up free
                        </ButtonLink>
                      ) : null
                    ) : (
                      <Button
                        variant={isFeatured ? 'primary' : 'secondary'}
                        onPress={() => onUpgrade(info.tier)}
                        isPending={pending?.kind === 'plan' && pending.tier === info.tier}
                        isDisabled={pending !== undefined && !(pending.kind === 'plan' && pending.tier === info.tier)}
                      >
                        {`Upgrade to ${TIER_NAMES[info.tier]}`}
                      </Button>
                    )}
                  </Stack>
                  <Stack as="ul" space="2" marginTop="2" paddingTop="4" className={styles.features}>
                    {features(info, tiers[index - 1], { tools, planTools, comingToolIds }).map((feature) =>
                      feature.kind === 'heading' ? (
                        <Inline as="li" key={feature.text} space="2" alignY="top" className={`${styles.feature} ${styles.featureHeading}`}>
                          {feature.text}
                        </Inline>
                      ) : (
                        <Inline as="li" key={feature.text} space="2" alignY="top" className={styles.feature}>
                          <span className={feature.kind === 'coming' ? styles.soon : styles.check}>
                            <Icon icon={feature.kind === 'coming' ? Clock : Check} size={14} />
                          </span>
                          <span>
                            {feature.text}
                            {feature.kind === 'coming' ? <span className={styles.soonLabel}>Coming soon</span> : null}
                          </span>
                        </Inline>
                      ),
                    )}
                  </Stack>
                </Stack>
              );
            })}
          </Box>
        </Stack>

        <Stack as="section" space="5" aria-labelledby="pricing-packs">
          <Inline space="2" alignY="baseline" align="spaceBetween" wrap>
            <h2 id="pricing-packs" className={sectionTitle}>
              Credit packs
            </h2>
            <p className={styles.sectionNote}>One-off purchases. Credits never expire.</p>
          </Inline>
          <CreditPackList
            packs={creditPacks}
            onBuy={onBuyPack}
            pendingPackId={pending?.kind === 'pack' ? pending.packId : undefined}
            isDisabled={pending?.kind === 'plan'}
            percentOff={offerPercentOff}
          />
        </Stack>
      </main>
    </div>
  );
}
