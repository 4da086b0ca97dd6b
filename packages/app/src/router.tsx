import { RootLoadingView } from '@facet/ui';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { HomeRoute } from './routes/HomeRoute';
import { RootErrorRoute } from './routes/RootErrorRoute';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Outlet />,
    errorElement: <RootErrorRoute />,
    hydrateFallbackElement: <RootLoadingView />,
    children: [
      // No sign-in exists yet, so everyone starts on the public home page.
      { index: true, element: <Navigate to="/dashboard/home" replace /> },
      { path: 'dashboard/home', element: <HomeRoute /> },
    ],
  },
]);
