import { useCredits, useSendVerificationEmail, useSignOut, useTheme, useUser } from '@facet/data';
import { DashboardShell, RootLoadingView, VerifyEmailBanner } from '@facet/ui';
import type { DashboardNavItem } from '@facet/ui';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../auth/paths';
import { sendState } from '../../lib/mutation-state';

const navItems: readonly DashboardNavItem[] = [
  { id: 'home', label: 'Home', href: paths.home, icon: 'home' },
  { id: 'assets', label: 'Assets', href: paths.assets, icon: 'assets' },
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

  if (isLoading) return <RootLoadingView />;
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
      creditsHref={paths.pricing}
      user={{ name: user.name, email: user.email }}
      theme={choice}
      onThemeChange={setTheme}
      onSignOut={() => {
        void signOut.trigger().finally(() => navigate(paths.home, { replace: true }));
      }}
      homeHref={paths.home}
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
