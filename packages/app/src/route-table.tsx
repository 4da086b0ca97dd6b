/** Every route of the app, each at its page of the catalogue; the browser router is made from it in router.ts. */
import { type Page, pages, toolIds } from '@facet/contract';
import { RootLoadingView } from '@facet/ui';
import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { AdminArea } from './routes/admin/AdminArea';
import { AdminAuditRoute } from './routes/admin/AdminAuditRoute';
import { AdminCouponsRoute } from './routes/admin/AdminCouponsRoute';
import { AdminFirstSessionsRoute } from './routes/admin/AdminFirstSessionsRoute';
import { AdminIndexRoute } from './routes/admin/AdminIndexRoute';
import { AdminOrganizationsRoute } from './routes/admin/AdminOrganizationsRoute';
import { AdminSearchUserRoute } from './routes/admin/AdminSearchUserRoute';
import { AdminShowcaseRoute } from './routes/admin/AdminShowcaseRoute';
import { AuthParamsRoute } from './routes/auth/AuthParamsRoute';
import { ForgotPasswordRoute } from './routes/auth/ForgotPasswordRoute';
import { LoginRoute } from './routes/auth/LoginRoute';
import { oauthCallbackRoutes } from './routes/auth/OAuthCallbackRoute';
import { paths } from './routes/auth/paths';
import { RegisterRoute } from './routes/auth/RegisterRoute';
import { ResetPasswordRoute } from './routes/auth/ResetPasswordRoute';
import { VerifyRoute } from './routes/auth/VerifyRoute';
import { AccountRoute } from './routes/dashboard/AccountRoute';
import { AssetDetailRoute } from './routes/dashboard/AssetDetailRoute';
import { AssetToolPickerRoute } from './routes/dashboard/tools/AssetToolPickerRoute';
import { ComingSoonToolRoute } from './routes/dashboard/tools/ComingSoonToolRoute';
import { toolPageFor } from './routes/dashboard/tools/toolPages';
import { ToolGate } from './routes/dashboard/tools/ToolGate';
import { AssetsRoute } from './routes/dashboard/AssetsRoute';
import { DashboardLayout } from './routes/dashboard/DashboardLayout';
import { PurchaseRoute } from './routes/dashboard/PurchaseRoute';
import { UsageRoute } from './routes/dashboard/UsageRoute';
import { ProfileLayout } from './routes/dashboard/ProfileLayout';
import { BillingRoute } from './routes/dashboard/BillingRoute';
import { HomeRoute } from './routes/HomeRoute';
import { InviteRoute } from './routes/organization/InviteRoute';
import { OrganizationAboutRoute, OrganizationIndexRoute } from './routes/organization/OrganizationAboutRoute';
import { OrganizationMemberRoute } from './routes/organization/OrganizationMemberRoute';
import { OrganizationMembersRoute } from './routes/organization/OrganizationMembersRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { PaymentLayout } from './routes/payment/PaymentLayout';
import { PaymentResultRoute } from './routes/payment/PaymentResultRoute';
import { PricingRoute } from './routes/PricingRoute';
import { RootErrorRoute } from './routes/RootErrorRoute';
import { RootLayout } from './routes/RootLayout';
import { RootIndexRoute } from './routes/RootIndexRoute';

/**
 * A catalogue page's path as a route under `parent` takes it: relative, with `:name` for `{name}`.
 * `params` fills a path param in (`/dashboard/asset/tool/{tool}` once per tool).
 */
function routePath(page: Page, parent: Page = pages.root, params: Record<string, string> = {}): string {
  const path = page.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `:${name}`);
  return path.slice(parent.path === '/' ? 1 : parent.path.length + 1);
}

/** `/dashboard/asset?reel=` opens the reel over the assets page. */
function AssetRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${pages.assets.path}${search}`} replace />;
}

/** `/verify-user?token=` keeps its token on the way to `/auth/verify`. */
function VerifyUserRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${pages.authVerify.path}${search}`} replace />;
}

/** `/signup` and `/register`, the addresses people guess for signing up, keep their params on the way. */
function RegisterRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.register}${search}`} replace />;
}

/** `/login` (SPEC.md), and `/signin` and `/sign-in` that people guess, keep their params (`callbackUrl`) on the way to sign in. */
function SignInRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.login}${search}`} replace />;
}

export const routes: RouteObject[] = [
  {
    path: pages.root.path,
    element: <RootLayout />,
    errorElement: <RootErrorRoute />,
    hydrateFallbackElement: <RootLoadingView />,
    children: [
      { index: true, element: <RootIndexRoute /> },
      { path: routePath(pages.login), element: <SignInRedirect /> },
      { path: 'signin', element: <SignInRedirect /> },
      { path: 'sign-in', element: <SignInRedirect /> },
      // Spelled so in SPEC.md: old links use it.
      { path: routePath(pages.reigster), element: <Navigate to={paths.register} replace /> },
      { path: 'signup', element: <RegisterRedirect /> },
      { path: 'register', element: <RegisterRedirect /> },
      { path: routePath(pages.verifyUser), element: <VerifyUserRedirect /> },
      { path: routePath(pages.purchasePlan), element: <Navigate to={paths.pricing} replace /> },
      { path: routePath(pages.pricing), element: <PricingRoute /> },
      {
        path: routePath(pages.payment),
        element: <PaymentLayout />,
        children: [
          // A checkout comes back to one of the two; the bare address has nothing of its own to show.
          { index: true, element: <Navigate to={paths.purchase} replace /> },
          { path: routePath(pages.paymentSuccess, pages.payment), element: <PaymentResultRoute outcome="success" /> },
          { path: routePath(pages.paymentFailed, pages.payment), element: <PaymentResultRoute outcome="failed" /> },
        ],
      },
      { path: routePath(pages.auth), element: <AuthParamsRoute /> },
      { path: routePath(pages.authLogin), element: <LoginRoute /> },
      { path: routePath(pages.authRegister), element: <RegisterRoute /> },
      { path: routePath(pages.authForgotPassword), element: <ForgotPasswordRoute /> },
      { path: routePath(pages.authVerify), element: <VerifyRoute /> },
      { path: routePath(pages.authResetPassword), element: <ResetPasswordRoute /> },
      ...oauthCallbackRoutes,
      { path: routePath(pages.invite), element: <InviteRoute /> },
      {
        path: routePath(pages.dashboard),
        element: <DashboardLayout />,
        children: [
          // `/dashboard` alone has no page of its own: it is the home page.
          { index: true, element: <Navigate to={paths.home} replace /> },
          { path: routePath(pages.home, pages.dashboard), element: <HomeRoute /> },
          { path: routePath(pages.assets, pages.dashboard), element: <AssetsRoute /> },
          // `reel` alone: the asset over the top-level list.
          { path: routePath(pages.asset, pages.dashboard), element: <AssetRedirect /> },
          // `/dashboard/asset/tool` [asset]: pick a tool for an asset.
          { path: routePath(pages.tools, pages.dashboard), element: <AssetToolPickerRoute /> },
          ...toolIds.map((tool) => {
            const ToolPage = toolPageFor(tool);
            return {
              path: routePath(pages.tool, pages.dashboard, { tool }),
              element: <ToolGate tool={tool}>{ToolPage ? <ToolPage /> : <ComingSoonToolRoute tool={tool} />}</ToolGate>,
            };
          }),
          { path: routePath(pages.assetDetail, pages.dashboard), element: <AssetDetailRoute /> },
          { path: routePath(pages.profile, pages.dashboard), element: <Navigate to={paths.account} replace /> },
          {
            // The profile tabs over the four profile pages.
            element: <ProfileLayout />,
            children: [
              { path: routePath(pages.profileUsage, pages.dashboard), element: <UsageRoute /> },
              { path: routePath(pages.profileAccount, pages.dashboard), element: <AccountRoute /> },
              { path: routePath(pages.profilePurchase, pages.dashboard), element: <PurchaseRoute /> },
              { path: routePath(pages.profileBilling, pages.dashboard), element: <BillingRoute /> },
            ],
          },
          { path: routePath(pages.organization, pages.dashboard), element: <OrganizationIndexRoute /> },
          { path: routePath(pages.organizationAbout, pages.dashboard), element: <OrganizationAboutRoute /> },
          { path: routePath(pages.organizationMembers, pages.dashboard), element: <OrganizationMembersRoute /> },
          { path: routePath(pages.organizationMember, pages.dashboard), element: <OrganizationMemberRoute /> },
        ],
      },
      {
        // The admin area has its own token and sign-in, so it stands beside the signed-in dashboard
        // rather than in it: it works without a user session, and while the admin is signed in as a user.
        path: routePath(pages.admin),
        element: <AdminArea />,
        children: [
          { index: true, element: <AdminIndexRoute /> },
          { path: routePath(pages.adminSearchUser, pages.admin), element: <AdminSearchUserRoute /> },
          { path: routePath(pages.adminOrganizations, pages.admin), element: <AdminOrganizationsRoute /> },
          { path: routePath(pages.adminShowcase, pages.admin), element: <AdminShowcaseRoute /> },
          { path: routePath(pages.adminFirstSessions, pages.admin), element: <AdminFirstSessionsRoute /> },
          { path: routePath(pages.adminCoupons, pages.admin), element: <AdminCouponsRoute /> },
          { path: routePath(pages.adminAudit, pages.admin), element: <AdminAuditRoute /> },
        ],
      },
      // Every address no route above matches, /dashboard/... included.
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
