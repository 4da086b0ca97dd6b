import { clearSession, useErrorReport } from '@facet/data';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

// Fetched only when a route fails, so the first load does not carry it; until it is in, the message alone shows.
const RootErrorView = lazy(() => import('@facet/ui/root-error-view').then(({ RootErrorView }) => ({ default: RootErrorView })));

/** Turns whatever a route threw into the text a person reads and the details a report carries. */
function describeError(error: unknown): { message: string; details?: string } {
  // Unknown addresses have their own route (NotFoundRoute), so a response here is a real failure.
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim() };
  if (error instanceof Error) return { message: error.message || error.name, details: error.stack };
  return { message: typeof error === 'string' ? error : 'An unknown error occurred.' };
}

export function RootErrorRoute() {
  const error = useRouteError();
  const { message, details } = describeError(error);
  const { reportState, report } = useErrorReport(message, details);

  const goHome = () => {
    clearSession();
    window.location.assign('/');
  };

  return (
    <Suspense fallback={<p role="alert">{message}</p>}>
      <RootErrorView
      errorMessage={message}
      errorDetails={details}
      reportState={reportState}
      onGoHome={goHome}
      onReport={report}
      />
    </Suspense>
  );
}
