import { TOOLS, type UserProfile } from '@facet/contract';
import { errorText, isFirstVisit, lockedTools, useCredits, useRecentAssets, useShowcase, useSkipOnboarding, useTheme, useUser } from '@facet/data';
import { HomeScreen, RootLoadingView, SignedInHomeScreen } from '@facet/ui';
import { assetHref, folderHref, paths } from './auth/paths';

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
      theme={choice}
      onThemeChange={setTheme}
      signInHref={paths.login}
      signUpHref={paths.register}
      toolHref={(tool) => `${paths.tools}/${tool}`}
      pricingHref={paths.pricing}
      showcase={{
        assets: showcase.isLoading ? undefined : showcase.assets,
        // A visitor's library is the showcase; the reel opens one of its assets over it.
        reelHref: (asset) => `${paths.assets}?reel=${encodeURIComponent(asset.id)}`,
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
  const locked = lockedTools(user);
  return (
    <SignedInHomeScreen
      userName={user.name}
      isFirstVisit={isFirstVisit(user)}
      credits={credits}
      tier={user.tier}
      buyCreditsHref={paths.purchase}
      plansHref={`${paths.pricing}?upgrade_source=home`}
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
      toolHref={(tool) => (locked.includes(tool) ? `${paths.pricing}?upgrade_source=${tool}` : `${paths.tools}/${tool}`)}
      lockedToolIds={locked}
    />
  );
}
