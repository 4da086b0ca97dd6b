import { DataProvider, useTheme } from '@facet/data';
import { THEME_ATTRIBUTE, Toaster } from '@facet/ui';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

/** Applies the theme to the whole document, so overlays portalled into <body> share it. */
function useDocumentTheme(resolved: string): void {
  useEffect(() => {
    document.documentElement.setAttribute(THEME_ATTRIBUTE, resolved);
  }, [resolved]);
}

export function App() {
  const { resolved } = useTheme();
  useDocumentTheme(resolved);
  return (
    <DataProvider>
      <RouterProvider router={router} />
      <Toaster theme={resolved} />
    </DataProvider>
  );
}
