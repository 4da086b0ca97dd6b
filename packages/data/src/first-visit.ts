/**
 * Whether the signed-in home greets a person as new ("Welcome") rather than returning ("Welcome back"),
 * decided from what the profile already holds: the account is less than a day old and its
 * getting-started checklist is untouched (no step done, not skipped). Someone who has skipped the
 * checklist or done a step has been here before, even on the day they signed up.
 */
import type { UserProfile } from '@facet/contract';

/** How long after sign-up a person with an untouched checklist still counts as new. */
export const FIRST_VISIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export function isFirstVisit(user: Pick<UserProfile, 'created_at' | 'onboarding'>, now: Date | number = Date.now()): boolean {
  const age = new Date(now).getTime() - new Date(user.created_at).getTime();
  // A clock a little behind the server's makes a brand-new account look younger than zero: still new.
  if (!(age < FIRST_VISIT_WINDOW_MS)) return false;
  const { skipped, completed_steps: done } = user.onboarding;
  return !skipped && done.length === 0;
}
