/** Every route of the app, each at its page of the catalogue; the browser router is made from it in router.ts. */
import { oauthProviderIds, type Page, pages, toolIds } from '@facet/contract';
import type { ComponentType } from 'react';
import { RootLoadingView } from '@facet/ui';
import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { paths } from './routes/auth/paths';
import { toolPageFor } from './routes/dashboard/tools/toolPages';
import { RootErrorRoute } from './routes/RootErrorRoute';
import { RootLayout } from './routes/RootLayout';

/**
 * A catalogue page's path as a route under `parent` takes it: relative, with `:name` for `{name}`.
 * `params` fills a path param in (`/dashboard/asset/tool/{tool}` once per tool).
 */
function routePath(page: Page, parent: Page = pages.root, params: Record<string, string> = {}): string {
  const path = page.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `:${name}`);
  return path.slice(parent.path === '/' ? 1 : parent.path.length + 1);
}

/**
 * A route whose screen is its own chunk, fetched when the route first matches: each page brings its
 * screen, and three.js, charts, tool panels and the admin area load only where they are used. The
 * router keeps the page shown until the chunk is in; on the first load `RootLoadingView` covers it.
 */
function screen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: pick(await load()) });
}

/** A payment's result page for one outcome. */
function paymentResult(outcome: 'success' | 'failed'): NonNullable<RouteObject['lazy']> {
  return async () => {
    const { PaymentResultRoute } = await import('./routes/payment/PaymentResultRoute');
    return { element: <PaymentResultRoute outcome={outcome} /> };
  };
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
      { index: true, lazy: screen(() => import('./routes/RootIndexRoute'), (module) => module.RootIndexRoute) },
      { path: routePath(pages.login), element: <SignInRedirect /> },
      { path: 'signin', element: <SignInRedirect /> },
      { path: 'sign-in', element: <SignInRedirect /> },
      // Spelled so in SPEC.md: old links use it.
      { path: routePath(pages.reigster), element: <Navigate to={paths.register} replace /> },
      { path: 'signup', element: <RegisterRedirect /> },
      { path: 'register', element: <RegisterRedirect /> },
      { path: routePath(pages.verifyUser), element: <VerifyUserRedirect /> },
      { path: routePath(pages.purchasePlan), element: <Navigate to={paths.pricing} replace /> },
      { path: routePath(pages.pricing), lazy: screen(() => import('./routes/PricingRoute'), (module) => module.PricingRoute) },
      {
        path: routePath(pages.payment),
        lazy: screen(() => import('./routes/payment/PaymentLayout'), (module) => module.PaymentLayout),
        children: [
          // A checkout comes back to one of the two; the bare address has nothing of its own to show.
          { index: true, element: <Navigate to={paths.purchase} replace /> },
          { path: routePath(pages.paymentSuccess, pages.payment), lazy: paymentResult('success') },
          { path: routePath(pages.paymentFailed, pages.payment), lazy: paymentResult('failed') },
        ],
      },
      { path: routePath(pages.auth), lazy: screen(() => import('./routes/auth/AuthParamsRoute'), (module) => module.AuthParamsRoute) },
      { path: routePath(pages.authLogin), lazy: screen(() => import('./routes/auth/LoginRoute'), (module) => module.LoginRoute) },
      { path: routePath(pages.authRegister), lazy: screen(() => import('./routes/auth/RegisterRoute'), (module) => module.RegisterRoute) },
      { path: routePath(pages.authForgotPassword), lazy: screen(() => import('./routes/auth/ForgotPasswordRoute'), (module) => module.ForgotPasswordRoute) },
      { path: routePath(pages.authVerify), lazy: screen(() => import('./routes/auth/VerifyRoute'), (module) => module.VerifyRoute) },
      { path: routePath(pages.authResetPassword), lazy: screen(() => import('./routes/auth/ResetPasswordRoute'), (module) => module.ResetPasswordRoute) },
      ...oauthProviderIds.map((provider) => ({
        path: pages.oauthCallback.href({ provider }).slice(1),
        lazy: async () => {
          const { OAuthCallbackRoute } = await import('./routes/auth/OAuthCallbackRoute');
          return { element: <OAuthCallbackRoute provider={provider} /> };
        },
      })),
      { path: routePath(pages.invite), lazy: screen(() => import('./routes/organization/InviteRoute'), (module) => module.InviteRoute) },
      {
        path: routePath(pages.dashboard),
        lazy: screen(() => import('./routes/dashboard/DashboardLayout'), (module) => module.DashboardLayout),
        children: [
          // `/dashboard` alone has no page of its own: it is the home page.
          { index: true, element: <Navigate to={paths.home} replace /> },
          { path: routePath(pages.home, pages.dashboard), lazy: screen(() => import('./routes/HomeRoute'), (module) => module.HomeRoute) },
          { path: routePath(pages.assets, pages.dashboard), lazy: screen(() => import('./routes/dashboard/AssetsRoute'), (module) => module.AssetsRoute) },
          // `reel` alone: the asset over the top-level list.
          { path: routePath(pages.asset, pages.dashboard), element: <AssetRedirect /> },
          // `/dashboard/asset/tool` [asset]: pick a tool for an asset.
          { path: routePath(pages.tools, pages.dashboard), lazy: screen(() => import('./routes/dashboard/tools/AssetToolPickerRoute'), (module) => module.AssetToolPickerRoute) },
          ...toolIds.map((tool) => {
            const loadPage = toolPageFor(tool);
            return {
              path: routePath(pages.tool, pages.dashboard, { tool }),
              lazy: async () => {
                const [{ ToolGate }, page] = await Promise.all([
                  import('./routes/dashboard/tools/ToolGate'),
                  loadPage
                    ? loadPage().then((ToolPage) => <ToolPage />)
                    : import('./routes/dashboard/tools/ComingSoonToolRoute').then(({ ComingSoonToolRoute }) => <ComingSoonToolRoute tool={tool} />),
                ]);
                return { element: <ToolGate tool={tool}>{page}</ToolGate> };
              },
            };
          }),
          { path: routePath(pages.assetDetail, pages.dashboard), lazy: screen(() => import('./routes/dashboard/AssetDetailRoute'), (module) => module.AssetDetailRoute) },
          { path: routePath(pages.profile, pages.dashboard), element: <Navigate to={paths.account} replace /> },
          {
            // The profile tabs over the four profile pages.
            lazy: screen(() => import('./routes/dashboard/ProfileLayout'), (module) => module.ProfileLayout),
            children: [
              { path: routePath(pages.profileUsage, pages.dashboard), lazy: screen(() => import('./routes/dashboard/UsageRoute'), (module) => module.UsageRoute) },
              { path: routePath(pages.profileAccount, pages.dashboard), lazy: screen(() => import('./routes/dashboard/AccountRoute'), (module) => module.AccountRoute) },
              { path: routePath(pages.profilePurchase, pages.dashboard), lazy: screen(() => import('./routes/dashboard/PurchaseRoute'), (module) => module.PurchaseRoute) },
              { path: routePath(pages.profileBilling, pages.dashboard), lazy: screen(() => import('./routes/dashboard/BillingRoute'), (module) => module.BillingRoute) },
            ],
          },
          { path: routePath(pages.organization, pages.dashboard), lazy: screen(() => import('./routes/organization/OrganizationAboutRoute'), (module) => module.OrganizationIndexRoute) },
          { path: routePath(pages.organizationAbout, pages.dashboard), lazy: screen(() => import('./routes/organization/OrganizationAboutRoute'), (module) => module.OrganizationAboutRoute) },
          { path: routePath(pages.organizationMembers, pages.dashboard), lazy: screen(() => import('./routes/organization/OrganizationMembersRoute'), (module) => module.OrganizationMembersRoute) },
          { path: routePath(pages.organizationMember, pages.dashboard), lazy: screen(() => import('./routes/organization/OrganizationMemberRoute'), (module) => module.OrganizationMemberRoute) },
        ],
      },
      {
        // The admin area has its own token and sign-in, so it stands beside the signed-in dashboard
        // rather than in it: it works without a user session, and while the admin is signed in as a user.
        path: routePath(pages.admin),
        lazy: screen(() => import('./routes/admin/AdminArea'), (module) => module.AdminArea),
        children: [
          { index: true, lazy: screen(() => import('./routes/admin/AdminIndexRoute'), (module) => module.AdminIndexRoute) },
          { path: routePath(pages.adminSearchUser, pages.admin), lazy: screen(() => import('./routes/admin/AdminSearchUserRoute'), (module) => module.AdminSearchUserRoute) },
          { path: routePath(pages.adminOrganizations, pages.admin), lazy: screen(() => import('./routes/admin/AdminOrganizationsRoute'), (module) => module.AdminOrganizationsRoute) },
          { path: routePath(pages.adminShowcase, pages.admin), lazy: screen(() => import('./routes/admin/AdminShowcaseRoute'), (module) => module.AdminShowcaseRoute) },
          { path: routePath(pages.adminFirstSessions, pages.admin), lazy: screen(() => import('./routes/admin/AdminFirstSessionsRoute'), (module) => module.AdminFirstSessionsRoute) },
          { path: routePath(pages.adminCoupons, pages.admin), lazy: screen(() => import('./routes/admin/AdminCouponsRoute'), (module) => module.AdminCouponsRoute) },
          { path: routePath(pages.adminAudit, pages.admin), lazy: screen(() => import('./routes/admin/AdminAuditRoute'), (module) => module.AdminAuditRoute) },
        ],
      },
      // Every address no route above matches, /dashboard/... included.
      { path: '*', lazy: screen(() => import('./routes/NotFoundRoute'), (module) => module.NotFoundRoute) },
    ],
  },
];
