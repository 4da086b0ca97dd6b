import type { UserProfile } from '@facet/contract';
import { readUserToken, sendState, useCredits, useRealtime, useSendVerificationEmail, useSignOut, useTheme } from '@facet/data';
import { DashboardShell, toast, VerifyEmailBanner } from '@facet/ui';
import type { DashboardNavItem } from '@facet/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../auth/paths';
import { WhatsNew } from '../WhatsNew';

const navItems: readonly DashboardNavItem[] = [
  { id: 'home', label: 'Home', href: paths.home, icon: 'home' },
  { id: 'assets', label: 'Assets', href: paths.assets, icon: 'assets' },
  { id: 'purchase', label: 'Buy credits', href: paths.purchase, icon: 'credits' },
  { id: 'account', label: 'Account', href: paths.account, icon: 'profile' },
];

/** What a signed-in person sees around every page: navigation, credits, the account menu and live updates. */
export function SignedInFrame({ user, children }: { user: UserProfile; children: ReactNode }) {
  const { credits } = useCredits();
  const { choice, setTheme } = useTheme();
  const signOut = useSignOut();
  const resend = useSendVerificationEmail();
  const location = useLocation();
  const navigate = useNavigate();
  const token = readUserToken();
  useRealtime(token ? { userId: user.id, token, onDisconnect: () => toast.warning('Socket disconnected') } : null);

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
      {children}
    </DashboardShell>
  );
}
