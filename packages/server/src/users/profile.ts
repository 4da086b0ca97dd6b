/** The API's view of a user row: SPEC.md's User, with the flags derived from the tier. */
import {
  monetizationConfigFor,
  type Onboarding,
  onboardingSteps,
  type OnboardingStep,
  tierSchema,
  type UserProfile,
} from '@facet/contract';
import type { OnboardingState, UserRow } from '../db/schema';

/** `impersonatedBy`: the admin who signed in as this user with the request's token (login-as), if any. */
export function toProfile(user: UserRow, impersonatedBy: { email: string } | null = null): UserProfile {
  return {
    _id: user.id,
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    // The column is free text; a value written by hand that is not a tier reads as free.
    tier: tierSchema.catch('free').parse(user.tier),
    credits: user.credits,
    email_verified: user.emailVerifiedAt !== null,
    monetization_config: monetizationConfigFor(user.tier),
    onboarding: toOnboarding(user.onboarding),
    created_at: user.createdAt.toISOString(),
    impersonated_by: impersonatedBy,
  };
}

function toOnboarding(state: OnboardingState): Onboarding {
  const completed = onboardingSteps.filter((step: OnboardingStep) => state.completed_steps.includes(step));
  return {
    skipped: state.skipped,
    completed_steps: completed,
    done: state.skipped || completed.length === onboardingSteps.length,
  };
}
