import { RouterProvider as LinkRouterProvider } from 'react-aria-components';
import { useVersionCheck } from '@facet/data';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { CreditsDialog } from './CreditsDialog';

/**
 * Lets the links inside ui components (react-aria links with plain hrefs) navigate inside the app
 * instead of reloading the page, without ui knowing about the router.
 */
export function RootLayout() {
  const navigate = useNavigate();
  // A new build reloads open tabs (SPEC.md section 4).
  useVersionCheck();
  return (
    <LinkRouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
      <CreditsDialog />
    </LinkRouterProvider>
  );
}
