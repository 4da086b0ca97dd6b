import '@facet/ui/styles.css';
import { countryServicesAt, loadStartupSettings, lookupCountry, setApiBaseUrl } from '@facet/data';
import { RootLoadingView, StartupErrorView } from '@facet/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = createRoot(container);
root.render(<RootLoadingView />);

// The start-up settings come from the server (SPEC.md section 5); without them the app does not start.
loadStartupSettings().then(
  ({ settings, countryLookupUrls }) => {
    setApiBaseUrl(settings.apiUrl);
    // In the background: the first requests go without a country rather than wait for it.
    void lookupCountry({ services: countryServicesAt(countryLookupUrls) });
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(
      <StartupErrorView message={error instanceof Error ? error.message : String(error)} onRetry={() => window.location.reload()} />,
    );
  },
);
