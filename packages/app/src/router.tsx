import { toolIds } from '@facet/contract';
import { RootLoadingView } from '@facet/ui';
import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
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
import { NotFoundRoute } from './routes/NotFoundRoute';
import { PaymentLayout } from './routes/payment/PaymentLayout';
import { PaymentResultRoute } from './routes/payment/PaymentResultRoute';
import { PricingRoute } from './routes/PricingRoute';
import { RootErrorRoute } from './routes/RootErrorRoute';
import { RootLayout } from './routes/RootLayout';
import { RootIndexRoute } from './routes/RootIndexRoute';

/** `/dashboard/asset?reel=` opens the reel over the assets page. */
function AssetRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/dashboard/assets${search}`} replace />;
}

/** `/verify-user?token=` keeps its token on the way to `/auth/verify`. */
function VerifyUserRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/auth/verify${search}`} replace />;
}

/** `/signup` and `/register`, the addresses people guess for signing up, keep their params on the way. */
function RegisterRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.register}${search}`} replace />;
}

export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorRoute />,
    hydrateFallbackElement: <RootLoadingView />,
    children: [
      { index: true, element: <RootIndexRoute /> },
      { path: 'login', element: <Navigate to={paths.login} replace /> },
      // Spelled so in SPEC.md: old links use it.
      { path: 'reigster', element: <Navigate to={paths.register} replace /> },
      { path: 'signup', element: <RegisterRedirect /> },
      { path: 'register', element: <RegisterRedirect /> },
      { path: 'verify-user', element: <VerifyUserRedirect /> },
      { path: 'purchase-plan', element: <Navigate to={paths.pricing} replace /> },
      { path: 'pricing', element: <PricingRoute /> },
      {
        path: 'payment',
        element: <PaymentLayout />,
        children: [
          // A checkout comes back to one of the two; the bare address has nothing of its own to show.
          { index: true, element: <Navigate to={paths.purchase} replace /> },
          { path: 'success', element: <PaymentResultRoute outcome="success" /> },
          { path: 'failed', element: <PaymentResultRoute outcome="failed" /> },
        ],
      },
      { path: 'auth', element: <AuthParamsRoute /> },
      { path: 'auth/login', element: <LoginRoute /> },
      { path: 'auth/register', element: <RegisterRoute /> },
      { path: 'auth/forgot-password', element: <ForgotPasswordRoute /> },
      { path: 'auth/verify', element: <VerifyRoute /> },
      { path: 'auth/reset-password', element: <ResetPasswordRoute /> },
      ...oauthCallbackRoutes,
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        children: [
          // `/dashboard` alone has no page of its own: it is the home page.
          { index: true, element: <Navigate to={paths.home} replace /> },
          { path: 'home', element: <HomeRoute /> },
          { path: 'assets', element: <AssetsRoute /> },
          // `reel` alone: the asset over the top-level list.
          { path: 'asset', element: <AssetRedirect /> },
          // `/dashboard/asset/tool` [asset]: pick a tool for an asset.
          { path: 'asset/tool', element: <AssetToolPickerRoute /> },
          ...toolIds.map((tool) => {
            const ToolPage = toolPageFor(tool);
            return {
              path: `asset/tool/${tool}`,
              element: <ToolGate tool={tool}>{ToolPage ? <ToolPage /> : <ComingSoonToolRoute tool={tool} />}</ToolGate>,
            };
          }),
          { path: 'asset/:assetId', element: <AssetDetailRoute /> },
          { path: 'profile', element: <Navigate to={paths.account} replace /> },
          {
            // The profile tabs over the four profile pages.
            element: <ProfileLayout />,
            children: [
              { path: 'profile/usage', element: <UsageRoute /> },
              { path: 'profile/account', element: <AccountRoute /> },
              { path: 'profile/purchase', element: <PurchaseRoute /> },
              { path: 'profile/billing', element: <BillingRoute /> },
            ],
          },
        ],
      },
      // Every address no route above matches, /dashboard/... included, and until they are built the pages
      // SPEC.md names without a route here (admin, organization).
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
