import { readUserToken, useCredits, useRealtime, useSendVerificationEmail, useSignOut, useTheme, useUser } from '@facet/data';
import { DashboardShell, RootLoadingView, toast, VerifyEmailBanner } from '@facet/ui';
import type { DashboardNavItem } from '@facet/ui';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../auth/paths';
import { sendState } from '../../lib/mutation-state';
import { WhatsNew } from '../WhatsNew';
import { LandingRoute } from '../HomeRoute';
import { ShowcaseRoute } from './ShowcaseRoute';

const navItems: readonly DashboardNavItem[] = [
  { id: 'home', label: 'Home', href: paths.home, icon: 'home' },
  { id: 'assets', label: 'Assets', href: paths.assets, icon: 'assets' },
  { id: 'purchase', label: 'Buy credits', href: paths.purchase, icon: 'credits' },
  { id: 'account', label: 'Account', href: paths.account, icon: 'profile' },
];

/** The signed-in part of the app: no user goes to sign-in and comes back here afterwards. */
export function DashboardLayout() {
  const { user, isLoading } = useUser();
  const { credits } = useCredits();
  const { choice, setTheme } = useTheme();
  const signOut = useSignOut();
  const resend = useSendVerificationEmail();
  const location = useLocation();
  const navigate = useNavigate();
  const token = readUserToken();
  useRealtime(user && token ? { userId: user.id, token, onDisconnect: () => toast.warning('Socket disconnected') } : null);

  if (isLoading) return <RootLoadingView />;
  // Two dashboard pages are public: home is the landing page, assets the showcase.
  if (!user && location.pathname === paths.home) return <LandingRoute />;
  if (!user && location.pathname === paths.assets) return <ShowcaseRoute visitor />;
  if (!user) {
    const callbackUrl = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?callbackUrl=${encodeURIComponent(callbackUrl)}`} replace />;
  }

  const active = navItems.find((item) => location.pathname.startsWith(item.href));
  return (
    <DashboardShell
      navItems={navItems}
      activeId={active?.id}
      credits={credits}
      creditsHref={paths.purchase}
      user={{ name: user.name, email: user.email }}
      theme={choice}
      onThemeChange={setTheme}
      onSignOut={() => {
        void signOut.trigger().finally(() => navigate(paths.home, { replace: true }));
      }}
      homeHref={paths.home}
      navFooter={<WhatsNew />}
      banner={
        user.email_verified ? undefined : (
          <VerifyEmailBanner
            email={user.email}
            state={sendState(resend)}
            onResend={() => void resend.trigger().catch(() => undefined)}
          />
        )
      }
    >
      <Outlet />
    </DashboardShell>
  );
}
