import { useEffect, useRef, useState } from 'react';
import { reportErrorToTeam, reportProblem } from './support';
import { isSignedIn } from './sign-in';

export type ErrorReportState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Reports an error a route met: on its own to the team when the person is signed in (once), and as a
 * problem when they press the button, whose state it returns.
 */
export function useErrorReport(message: string, details: string | undefined) {
  const [reportState, setReportState] = useState<ErrorReportState>('idle');
  const reported = useRef(false);
  const errorInfo = { message, componentStack: details ?? '' };

  useEffect(() => {
    if (reported.current || !isSignedIn()) return;
    reported.current = true;
    reportErrorToTeam({ userEmail: '', errorUrl: window.location.href, errorInfo: { message, componentStack: details ?? '' } }).catch(
      () => undefined,
    );
  }, [message, details]);

  const report = async () => {
    setReportState('sending');
    try {
      await reportProblem({ userEmail: '', errorUrl: window.location.href, errorInfo });
      setReportState('sent');
    } catch {
      setReportState('failed');
    }
  };
  return { reportState, report: () => void report() };
}
