import { TOOLS, type UserProfile } from '@facet/contract';
import { errorText, lockedTools, useCredits, useRecentAssets, useSkipOnboarding, useTheme, useUser } from '@facet/data';
import { HomeScreen, RootLoadingView, SignedInHomeScreen } from '@facet/ui';
import { assetHref, folderHref, paths } from './auth/paths';

/** `/dashboard/home` signed out: the landing page. */
export function LandingRoute() {
  const { choice, setTheme } = useTheme();
  return <HomeScreen tools={TOOLS} theme={choice} onThemeChange={setTheme} />;
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
