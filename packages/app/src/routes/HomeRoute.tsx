import { comingToolIds, pages, toolDefinitionOf, toolInfoOf, TOOLS, type UserProfile } from '@facet/contract';
import { errorText, isFirstVisit, toolAccessFor, useActiveJobs, useCredits, useRecentAssets, useShowcase, useSkipOnboarding, useTheme, useUser } from '@facet/data';
import { HomeScreen, RootLoadingView, type RunningJob, SignedInHomeScreen } from '@facet/ui';
import { assetHref, folderHref, paths, pricingHref } from './auth/paths';
import { toolHref } from './dashboard/tools/toolLinks';

/**
 * `/dashboard/home` signed out: the landing page. A tool tile leads to the tool's page, whose guard
 * sends the visitor to sign in with the tool as `callbackUrl`, and back to it afterwards.
 */
export function LandingRoute() {
  const { choice, setTheme } = useTheme();
  const showcase = useShowcase();
  return (
    <HomeScreen
      tools={TOOLS}
      comingToolIds={comingToolIds()}
      theme={choice}
      onThemeChange={setTheme}
      signInHref={paths.login}
      signUpHref={paths.register}
      toolHref={(tool) => pages.tool.href({ tool })}
      pricingHref={paths.pricing}
      showcase={{
        assets: showcase.isLoading ? undefined : showcase.assets,
        // A visitor's library is the showcase; the reel opens one of its assets over it.
        reelHref: (asset) => pages.assets.href({ reel: asset.id }),
        href: paths.assets,
      }}
    />
  );
}

/** `/dashboard/home` signed in, inside the dashboard: recent assets, the checklist, credits and tools. */
export function HomeRoute() {
  const { user } = useUser();
  if (!user) return <RootLoadingView />;
  return <SignedInHome user={user} />;
}

function SignedInHome({ user }: { user: UserProfile }) {
  const { credits } = useCredits();
  const recent = useRecentAssets();
  const skip = useSkipOnboarding();
  const active = useActiveJobs();
  // Each run in progress links to its tool page, which shows it from its session_id.
  const runningJobs = active.jobs?.flatMap((job): RunningJob[] => {
    const tool = toolDefinitionOf(job.type)?.id;
    if (!tool) return [];
    const href = toolHref(tool, { sessionId: job.session_id });
    return [{ id: job.id, tool, toolName: toolInfoOf(tool).name, inputName: active.inputName(job), status: job.status, progress: job.progress, stage: job.stage, href }];
  });
  const locked = TOOLS.filter((tool) => toolAccessFor(user, tool.id).state === 'locked').map((tool) => tool.id);
  return (
    <SignedInHomeScreen
      userName={user.name}
      isFirstVisit={isFirstVisit(user)}
      credits={credits}
      tier={user.tier}
      buyCreditsHref={paths.purchase}
      plansHref={pricingHref('home')}
      onboarding={user.onboarding}
      onboardingHrefs={{ upload_asset: paths.assets, create_folder: paths.assets, run_tool: paths.tools }}
      onSkipOnboarding={() => void skip.trigger().catch(() => undefined)}
      isSkippingOnboarding={skip.isMutating}
      recentAssets={recent.assets}
      recentError={errorText(recent.error, 'Your recent assets could not be loaded.')}
      onRetryRecent={recent.refresh}
      assetHref={(asset) => assetHref(asset.id, asset.parent_id)}
      allAssetsHref={folderHref(null)}
      tools={TOOLS}
      // A locked tool's page names the plans that open it; a coming one says it is coming.
      toolHref={(tool) => pages.tool.href({ tool })}
      lockedToolIds={locked}
      comingToolIds={comingToolIds()}
      runningJobs={runningJobs}
    />
  );
}
