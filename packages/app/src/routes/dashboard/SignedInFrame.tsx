import { isAdminRole, pages, type UserProfile } from '@facet/contract';
import {
  endImpersonation,
  errorText,
  readUserToken,
  sendState,
  useCredits,
  useCurrentLibrary,
  useOrganizationIds,
  useRealtime,
  useSendVerificationEmail,
  useSignOut,
  useTheme,
} from '@facet/data';
import { DashboardShell, ImpersonationBanner, LibrarySwitcher, toast, VerifyEmailBanner } from '@facet/ui';
import type { DashboardNavItem } from '@facet/ui';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../auth/paths';
import { newOrganizationHref, organizationAboutHref } from '../organization/organizationPaths';
import { WhatsNew } from '../WhatsNew';

/** The navigation; the organization item leads to the chosen organization, or to making one. */
function navItemsFor(organizationId: string | null): readonly DashboardNavItem[] {
  return [
    { id: 'home', label: 'Home', href: paths.home, icon: 'home' },
    { id: 'assets', label: 'Assets', href: paths.assets, icon: 'assets' },
    organizationId
      ? { id: 'organization', label: 'Organization', href: organizationAboutHref(organizationId), icon: 'organization' }
      : { id: 'organization', label: 'New organization', href: newOrganizationHref, icon: 'organization' },
    { id: 'purchase', label: 'Buy credits', href: paths.purchase, icon: 'credits' },
    { id: 'account', label: 'Account', href: paths.account, icon: 'profile' },
  ];
}

/** The admin area's entry, for admins only (SPEC.md section 6). */
const adminItem: DashboardNavItem = { id: 'admin', label: 'Admin', href: pages.admin.path, icon: 'admin' };

/** While an admin is signed in as this user: who, by whom, and the way back, which ends the login-as token. */
function Impersonation({ user }: { user: UserProfile }) {
  const [state, setState] = useState<{ isReturning: boolean; error?: string }>({ isReturning: false });
  if (!user.impersonated_by) return null;
  return (
    <ImpersonationBanner
      email={user.email}
      adminEmail={user.impersonated_by.email}
      isReturning={state.isReturning}
      error={state.error}
      onReturn={() => {
        setState({ isReturning: true });
        endImpersonation(user).catch((error: unknown) => setState({ isReturning: false, error: errorText(error) }));
      }}
    />
  );
}

/** What a signed-in person sees around every page: navigation, credits, the account menu and live updates. */
export function SignedInFrame({ user, children }: { user: UserProfile; children: ReactNode }) {
  const { credits } = useCredits();
  const { choice, setTheme } = useTheme();
  const signOut = useSignOut();
  const resend = useSendVerificationEmail();
  const location = useLocation();
  const navigate = useNavigate();
  const token = readUserToken();
  const organizationIds = useOrganizationIds();
  useRealtime(token ? { userId: user.id, token, organizationIds, onDisconnect: () => toast.warning('Socket disconnected') } : null);
  const library = useCurrentLibrary();

  const navItems = navItemsFor(library.organizationId);
  const items = isAdminRole(user.role) ? [...navItems, adminItem] : navItems;
  const active = location.pathname.startsWith('/dashboard/organization/')
    ? items.find((item) => item.id === 'organization')
    : items.find((item) => location.pathname.startsWith(item.href));
  return (
    <DashboardShell
      navItems={items}
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
      navHeader={
        library.organizations.length > 0 ? (
          <LibrarySwitcher
            organizations={library.organizations}
            value={library.organizationId}
            onChange={(organizationId) => {
              library.setLibrary(organizationId);
              // A folder of one library means nothing in another: the switch opens the new one's top level.
              navigate(paths.assets);
            }}
          />
        ) : undefined
      }
      banner={
        <>
          <Impersonation user={user} />
          {user.email_verified ? null : (
            <VerifyEmailBanner
              email={user.email}
              state={sendState(resend)}
              onResend={() => void resend.trigger().catch(() => undefined)}
            />
          )}
        </>
      }
    >
      {children}
    </DashboardShell>
  );
}
