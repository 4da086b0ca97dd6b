import { RouterProvider as LinkRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';

/**
 * Lets the links inside ui components (react-aria links with plain hrefs) navigate inside the app
 * instead of reloading the page, without ui knowing about the router.
 */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
    </LinkRouterProvider>
  );
}
