import { Lock } from 'lucide-react';
import { TIER_NAMES, tierNamesText, type Tier, type TierInfo, type ToolInfo } from '@facet/contract';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { ButtonLink } from '../private/ButtonLink';
import { Icon } from '../private/Icon';
import { Notice } from '../private/Notice';
import { ToolHeader } from '../private/ToolHeader';
import { Stack } from '../Stack/Stack';
import * as styles from './ToolGate.css';

interface ToolGateBase {
  tool: ToolInfo;
  /** Where the tools are listed (the home page). */
  toolsHref: string;
}

/** A tool that does not run yet: the same words for every plan, with no price and no upgrade. */
export interface ComingToolGateProps extends ToolGateBase {
  state: 'coming';
}

/** A tool that runs, which the person's plan does not open. */
export interface LockedToolGateProps extends ToolGateBase {
  state: 'locked';
  currentTier: Tier;
  /** The plans that open the tool, cheapest first; the first is the one offered. */
  openedBy: readonly TierInfo[];
  onUpgrade(tier: Tier): void;
  /** /pricing, to compare every plan. */
  plansHref: string;
  /** While the checkout of the offered plan starts. */
  isUpgrading?: boolean;
  /** Why the last checkout did not start, in words. */
  upgradeError?: string;
}

export type ToolGateProps = ComingToolGateProps | LockedToolGateProps;

const numberFormat = new Intl.NumberFormat('en-US');

/** A tool's page when it cannot be used: it is coming, or it is in a plan the person does not have (which it names). */
export function ToolGate(props: ToolGateProps) {
  const { tool } = props;
  const titleId = useId();
  const cardTitleId = useId();
  return (
    <Stack as="article" space={{ mobile: '5', tablet: '6' }} minWidth={0} className={styles.page} aria-labelledby={titleId}>
      <ToolHeader
        tool={tool}
        titleId={titleId}
        badge={
          props.state === 'coming' ? (
            <span className={`${styles.badge} ${styles.soonBadge}`}>Coming soon</span>
          ) : (
            <span className={`${styles.badge} ${styles.lockedBadge}`}>
              <Icon icon={Lock} size={13} />
              Not in your plan
            </span>
          )
        }
      />

      <section className={styles.card} aria-labelledby={cardTitleId}>
        {props.state === 'coming' ? (
          <>
            <h2 id={cardTitleId} className={styles.cardTitle}>
              {`${tool.name} is coming soon`}
            </h2>
            <p className={styles.cardText}>
              It does not run yet, on any plan, so there is nothing to buy for it and nothing is charged. It will open here when it is ready.
            </p>
            <Inline space="2" wrap>
              <ButtonLink href={props.toolsHref} variant="secondary">
                See the tools that run
              </ButtonLink>
            </Inline>
          </>
        ) : (
          <LockedCard {...props} titleId={cardTitleId} />
        )}
      </section>
    </Stack>
  );
}

function LockedCard({ tool, currentTier, openedBy, onUpgrade, plansHref, isUpgrading = false, upgradeError, titleId }: LockedToolGateProps & { titleId: string }) {
  const offered = openedBy[0];
  return (
    <>
      <h2 id={titleId} className={styles.cardTitle}>
        {`Included in ${tierNamesText(openedBy.map((info) => info.tier))}`}
      </h2>
      <p className={styles.cardText}>
        {`Your ${TIER_NAMES[currentTier]} plan does not include ${tool.name}.`}
        {offered ? ` ${TIER_NAMES[offered.tier]} opens it, with ${numberFormat.format(offered.credits)} credits every month.` : ''}
      </p>
      {upgradeError ? (
        <Notice tone="danger" role="alert">
          {`Checkout could not start: ${upgradeError}`}
        </Notice>
      ) : null}
      <Inline space="2" wrap>
        {offered ? (
          <Button onPress={() => onUpgrade(offered.tier)} isPending={isUpgrading}>
            {`Upgrade to ${TIER_NAMES[offered.tier]}`}
          </Button>
        ) : null}
        <ButtonLink href={plansHref} variant="secondary">
          Compare plans
        </ButtonLink>
      </Inline>
    </>
  );
}
