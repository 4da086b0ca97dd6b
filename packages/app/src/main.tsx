import '@facet/ui/styles.css';
import { countryServicesAt, loadStartupSettings, lookupCountry, setApiBaseUrl } from '@facet/data';
import { RootLoadingView } from '@facet/ui';
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
    const message = error instanceof Error ? error.message : String(error);
    // The error view is fetched only when start-up fails; should that fail too, the message alone shows.
    import('@facet/ui/startup-error-view').then(
      ({ StartupErrorView }) => root.render(<StartupErrorView message={message} onRetry={() => window.location.reload()} />),
      () => root.render(<p role="alert">{message}</p>),
    );
  },
);
