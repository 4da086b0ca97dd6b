import { useUser } from '@facet/data';
import { RootLoadingView } from '@facet/ui';
import { Navigate } from 'react-router-dom';
import { paths } from './auth/paths';

/** `/`: the workspace for someone signed in, the home page for everyone else. */
export function RootIndexRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <RootLoadingView />;
  return <Navigate to={user ? paths.assets : paths.home} replace />;
}
