import { Check, Lock } from 'lucide-react';
import { onboardingSteps, TIER_NAMES, type Asset, type Onboarding, type OnboardingStep, type Tier, type ToolId, type ToolInfo } from '@facet/contract';
import { useId } from 'react';
import { Link, ProgressBar, VisuallyHidden } from 'react-aria-components';
import { Box } from '../../components/Box/Box';
import { Button } from '../../components/Button/Button';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { TextLink } from '../../components/private/TextLink';
import { AssetLinkGrid } from '../../components/private/AssetLinkGrid';
import { ButtonLink } from '../../components/private/ButtonLink';
import { Icon } from '../../components/private/Icon';
import { DashboardPage } from '../../components/private/DashboardPage';
import { FailureNotice } from '../../components/private/FailureNotice';
import { ToolTileHead } from '../../components/private/ToolGlyph';
import { creditsLabel } from '../../components/private/toolPricing';
import { type RunningJob, RunningJobs } from './RunningJobs';
import * as styles from './SignedInHomeScreen.css';

export interface SignedInHomeScreenProps {
  /** The person's name, for the greeting; the greeting stays plain without it. */
  userName: string;
  /** A person who has just signed up is welcomed, not welcomed back. */
  isFirstVisit?: boolean;
  /** The balance; `undefined` while it loads. */
  credits: number | undefined;
  tier: Tier;
  buyCreditsHref: string;
  plansHref: string;

  /** The onboarding state from the profile; `undefined` while it loads. Hidden once `done`. */
  onboarding: Onboarding | undefined;
  /** Where each checklist step is done. */
  onboardingHrefs: Readonly<Record<OnboardingStep, string>>;
  onSkipOnboarding(): void;
  isSkippingOnboarding?: boolean;

  /** The latest assets; `undefined` while they load. */
  recentAssets: readonly Asset[] | undefined;
  recentError?: string;
  onRetryRecent(): void;
  assetHref(asset: Asset): string;
  allAssetsHref: string;

  tools: readonly ToolInfo[];
  toolHref(tool: ToolId): string;
  /** Tools that run but the tier does not include; their tiles say so (their page names the plans that do). */
  lockedToolIds?: readonly ToolId[];
  /** Tools that do not run yet: their tiles say `Coming soon`, with no price and no upgrade. */
  comingToolIds?: readonly ToolId[];
  /** The person's runs in progress, each linking to its tool page; the section shows only when there are some. */
  runningJobs?: readonly RunningJob[];
}

const numberFormat = new Intl.NumberFormat('en-US');

const stepText: Record<OnboardingStep, { title: string; description: string; action: string }> = {
  upload_asset: { title: 'Upload an asset', description: 'A mesh, image, splat or video from your disk.', action: 'Upload' },
  create_folder: { title: 'Make a folder', description: 'Keep a project’s assets together.', action: 'New folder' },
  run_tool: { title: 'Run a tool', description: 'Texture, segment or retopologise an asset.', action: 'Pick a tool' },
};

const checkGlyph = <Icon icon={Check} size={14} strokeWidth={2.2} />;

const lockGlyph = <Icon icon={Lock} size={13} />;

function Checklist({
  onboarding,
  onboardingHrefs: hrefs,
  onSkipOnboarding: onSkip,
  isSkippingOnboarding: isSkipping = false,
}: Pick<SignedInHomeScreenProps, 'onboardingHrefs' | 'onSkipOnboarding' | 'isSkippingOnboarding'> & { onboarding: Onboarding }) {
  const titleId = useId();
  const done = new Set(onboarding.completed_steps);
  const count = onboardingSteps.filter((step) => done.has(step)).length;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Inline space="3" alignY="top" align="spaceBetween">
        <div>
          <h2 id={titleId} className={styles.cardTitle}>
            Get started
          </h2>
          <p className={styles.cardNote}>Three steps to find your way around.</p>
        </div>
        <Button variant="ghost" size="sm" onPress={onSkip} isPending={isSkipping}>
          Skip
        </Button>
      </Inline>
      <ProgressBar
        className={styles.checklistProgress}
        value={count}
        maxValue={onboardingSteps.length}
        aria-label="Onboarding progress"
        valueLabel={`${count} of ${onboardingSteps.length} done`}
      >
        {({ percentage, valueText }) => (
          <>
            <span className={styles.track}>
              <span className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
            </span>
            <span className={styles.progressText}>{valueText}</span>
          </>
        )}
      </ProgressBar>
      <Box as="ol" display="flex" flexDirection="column">
        {onboardingSteps.map((step) => {
          const isDone = done.has(step);
          return (
            <li key={step} className={styles.step} data-done={isDone || undefined}>
              <span className={styles.stepMark} aria-hidden="true">
                {isDone ? checkGlyph : null}
              </span>
              <Stack as="span" flex="1" minWidth={0}>
                <span className={styles.stepTitle}>
                  {stepText[step].title}
                  {isDone ? <VisuallyHidden> (done)</VisuallyHidden> : null}
                </span>
                <span className={styles.stepDescription}>{stepText[step].description}</span>
              </Stack>
              {isDone ? null : (
                <Link href={hrefs[step]} className={styles.stepAction}>
                  {stepText[step].action}
                </Link>
              )}
            </li>
          );
        })}
      </Box>
    </section>
  );
}

// The tools the balance is counted in: a cheap, a middling and a dear one that people use a lot.
// Only those the person can run count, so a balance is never measured in runs they cannot make.
const yardstickTools: readonly ToolId[] = ['retopology', 'segmentation', 'texture'];

function CreditsCard({
  credits,
  tier,
  buyCreditsHref,
  plansHref,
  tools,
  lockedToolIds = [],
  comingToolIds = [],
  isAlone,
}: Pick<SignedInHomeScreenProps, 'credits' | 'tier' | 'buyCreditsHref' | 'plansHref' | 'tools' | 'lockedToolIds' | 'comingToolIds'> & { isAlone: boolean }) {
  const titleId = useId();
  const closed = new Set([...lockedToolIds, ...comingToolIds]);
  const yardsticks = yardstickTools.flatMap((id) => tools.filter((tool) => tool.id === id && tool.credits > 0 && !closed.has(id)));
  return (
    <section className={styles.card} data-layout={isAlone ? 'row' : undefined} aria-labelledby={titleId}>
      <Stack space="1">
        <h2 id={titleId} className={styles.cardLabel}>
          Credit balance
        </h2>
        {credits === undefined ? (
          <span className={styles.balanceLoading} role="status" aria-label="Balance loading" />
        ) : (
          <p className={styles.balanceValue}>
            {numberFormat.format(credits)}
            <span className={styles.balanceUnit}> credits</span>
          </p>
        )}
        <p className={styles.cardNote}>{TIER_NAMES[tier]} plan · every run shows its price first</p>
      </Stack>
      {credits !== undefined && credits > 0 && yardsticks.length > 0 ? (
        <div className={styles.yardsticks}>
          <p className={styles.cardLabel}>Enough for about</p>
          <Box as="ul" display="flex" flexDirection="column" className={styles.yardstickList}>
            {yardsticks.map((tool) => {
              const runs = Math.floor(credits / tool.credits);
              return (
                <Inline as="li" key={tool.id} space="3" align="spaceBetween" className={styles.yardstick}>
                  <span>{tool.name}</span>
                  <span className={styles.yardstickValue}>
                    {numberFormat.format(runs)} {runs === 1 ? 'run' : 'runs'}
                  </span>
                </Inline>
              );
            })}
          </Box>
        </div>
      ) : null}
      <Inline space="2" wrap className={styles.creditActions}>
        <ButtonLink href={buyCreditsHref}>Buy credits</ButtonLink>
        <ButtonLink href={plansHref} variant="secondary">
          {tier === 'studio' ? 'See plans' : 'Upgrade plan'}
        </ButtonLink>
      </Inline>
    </section>
  );
}

/** /dashboard/home for a signed-in person: recent work, the getting-started checklist, credits and tools. */
export function SignedInHomeScreen(props: SignedInHomeScreenProps) {
  const { userName, isFirstVisit = false, onboarding, onboardingHrefs, recentAssets, recentError, onRetryRecent, assetHref, allAssetsHref, tools, toolHref, lockedToolIds = [], comingToolIds = [] } = props;
  const recentId = useId();
  const toolsId = useId();
  const firstName = userName.trim().split(/\s+/)[0];
  const showChecklist = onboarding !== undefined && !onboarding.done && !onboarding.skipped;
  const locked = new Set(lockedToolIds);

  return (
    <DashboardPage
      title={`${isFirstVisit ? 'Welcome' : 'Welcome back'}${firstName ? `, ${firstName}` : ''}`}
      subtitle={isFirstVisit ? 'Your workspace is ready: upload an asset, then run a tool on it.' : 'Pick up where you left off, or start something new.'}
      titleSize="lg"
      width="wide"
      space="8"
    >
      <RunningJobs jobs={props.runningJobs} />

      <div className={styles.top} data-checklist={showChecklist || undefined}>
        {showChecklist ? <Checklist {...props} onboarding={onboarding} /> : null}
        <CreditsCard {...props} isAlone={!showChecklist} />
      </div>

      <Stack as="section" space="4" aria-labelledby={recentId}>
        <Inline space="2" alignY="baseline" align="spaceBetween" wrap>
          <h2 id={recentId} className={styles.sectionTitle}>
            Recent assets
          </h2>
          <TextLink href={allAssetsHref} size="sm">
            View all
          </TextLink>
        </Inline>
        {recentError ? (
          <FailureNotice onRetry={onRetryRecent} retrySize="sm">
            {recentError}
          </FailureNotice>
        ) : recentAssets?.length === 0 ? (
          <div className={styles.emptyRecent}>
            <p>Nothing here yet. Your uploads and tool results will show up here.</p>
            <ButtonLink href={onboardingHrefs.upload_asset} variant="secondary">
              Upload an asset
            </ButtonLink>
          </div>
        ) : (
          <AssetLinkGrid assets={recentAssets} hrefOf={assetHref} density="compact" placeholderCount={4} aria-label="Recent assets" />
        )}
      </Stack>

      <Stack as="section" space="4" aria-labelledby={toolsId}>
        <Inline space="2" alignY="baseline" align="spaceBetween" wrap>
          <h2 id={toolsId} className={styles.sectionTitle}>
            Tools
          </h2>
          <p className={styles.sectionNote}>Each run shows its price in credits before it starts.</p>
        </Inline>
        <Box as="ul" className={styles.tools}>
          {tools.map((tool) => (
            <Box as="li" key={tool.id} minWidth={0}>
              <Link href={toolHref(tool.id)} className={styles.tool}>
                <ToolTileHead
                  id={tool.id}
                  wellClassName={styles.toolGlyph}
                  badge={
                    comingToolIds.includes(tool.id) ? (
                      <span className={`${styles.badge} ${styles.badgeSoon}`}>Coming soon</span>
                    ) : locked.has(tool.id) ? (
                      <span className={`${styles.badge} ${styles.badgeLocked}`}>
                        {lockGlyph}
                        Upgrade
                      </span>
                    ) : (
                      <span className={styles.badge}>{creditsLabel(tool)}</span>
                    )
                  }
                />
                <span className={styles.toolName}>{tool.name}</span>
                <span className={styles.toolSummary}>{tool.summary}</span>
              </Link>
            </Box>
          ))}
        </Box>
      </Stack>
    </DashboardPage>
  );
}
