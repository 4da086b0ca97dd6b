import { isAdminRole, pages } from '@facet/contract';
import { formErrors, useAdminLogin, useAdminSession, useSignOut, useTheme, useUser } from '@facet/data';
import { AdminLayout, AdminSignInScreen, adminSections, RootLoadingView, type AdminSection } from '@facet/ui';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../auth/paths';

/** Each admin page's address. */
export const adminHrefs: Record<AdminSection, string> = {
  index: pages.admin.path,
  'search-user': pages.adminSearchUser.path,
  'organizations-management': pages.adminOrganizations.path,
  'manage-showcase': pages.adminShowcase.path,
  'first-sessions': pages.adminFirstSessions.path,
  coupons: pages.adminCoupons.path,
  audit: pages.adminAudit.path,
};

function currentSection(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return adminSections.find((section) => adminHrefs[section] === path);
}

function AdminSignInRoute({ defaultEmail }: { defaultEmail?: string }) {
  const login = useAdminLogin();
  return (
    <AdminSignInScreen
      onSubmit={(values) => void login.trigger(values).catch(() => undefined)}
      isSubmitting={login.isMutating}
      {...formErrors(login.error)}
      homeHref={paths.home}
      defaultEmail={defaultEmail}
    />
  );
}

/**
 * `/dashboard/admin/*` (SPEC.md sections 2 and 6): with an admin token, the admin area; without one,
 * its own sign-in, unless the signed-in person is not an admin, who goes to the home page. The admin
 * token is separate from the user's, so the area works while the admin is signed in as a user.
 */
export function AdminArea() {
  const session = useAdminSession();
  const { user, isLoading } = useUser();
  const { choice, setTheme } = useTheme();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (session.email === null) {
    if (isLoading) return <RootLoadingView />;
    if (user && !isAdminRole(user.role)) return <Navigate to={paths.home} replace />;
    return <AdminSignInRoute defaultEmail={user?.email} />;
  }
  return (
    <AdminLayout
      current={currentSection(pathname)}
      hrefs={adminHrefs}
      adminEmail={session.email}
      theme={choice}
      onThemeChange={setTheme}
      onSignOut={() => {
        void signOut.trigger().finally(() => navigate(pages.admin.path, { replace: true }));
      }}
      homeHref={paths.home}
    >
      <Outlet />
    </AdminLayout>
  );
}
