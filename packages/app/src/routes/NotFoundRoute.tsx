import { useTheme, useUser } from '@facet/data';
import { NotFoundScreen, RootLoadingView } from '@facet/ui';
import { useLocation } from 'react-router-dom';
import { paths } from './auth/paths';
import { SignedInFrame } from './dashboard/SignedInFrame';

/**
 * Any address no route matches, including the pages SPEC.md names that are not built yet: the
 * not-found view, inside the dashboard for someone signed in and in the public frame for everyone else.
 */
export function NotFoundRoute() {
  const { user, isLoading } = useUser();
  const { choice, setTheme } = useTheme();
  const { pathname, search } = useLocation();

  if (isLoading) return <RootLoadingView />;
  const page = { address: `${pathname}${search}`, homeHref: paths.home, libraryHref: paths.assets };
  if (user) {
    return (
      <SignedInFrame user={user}>
        <NotFoundScreen {...page} />
      </SignedInFrame>
    );
  }
  return (
    <NotFoundScreen
      {...page}
      visitor={{ homeHref: paths.home, signUpHref: paths.register, signInHref: paths.login, theme: choice, onThemeChange: setTheme }}
    />
  );
}
