import { useEffect, useState } from 'react';
import { msLeftInWindow } from './time-window';

/** The countdown shows seconds. */
const TICK_MS = 1000;

/** Milliseconds left of the welcome offer of someone who signed up at `createdAt`, ticking once a second while it runs. */
export function useWelcomeOfferMsLeft(createdAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const msLeft = createdAt ? msLeftInWindow(Date.parse(createdAt), now) : 0;
  useEffect(() => {
    if (msLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [msLeft]);
  return msLeft;
}
