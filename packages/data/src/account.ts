/** Accounts: the calls of SPEC.md section 7 for sign-in, the current user, credits and deletion. */
import {
  endpointRoutes,
  type LoginRequest,
  type OAuthProviderId,
  type OnboardingStep,
  type RegisterRequest,
  type TokenResponse,
  type UpdateUserRequest,
  type UserProfile,
} from '@facet/contract';
import { adminSessionChanged, revokeAdminToken } from './admin-session';
import { ApiError, call } from './request';
import { clearSession, isSignedIn, signIn } from './sign-in';

/**
 * The signed-in user, or null for anonymous. Any failure (an expired token, a 500) clears the session
 * and the app carries on anonymous (SPEC.md sections 4 and 8).
 *
 * A call that got no answer at all is asked once more after a pause before it counts as a failure:
 * a reload or a link followed while the profile loads cancels the call, and signing the person out
 * for that would lose their session on a mere reload. The page that cancelled it is gone before the
 * pause ends, so nothing is cleared; a network that is down stays down and clears it as before.
 */
export async function fetchCurrentUser({ retryAfterMs = NO_ANSWER_RETRY_MS }: { retryAfterMs?: number } = {}): Promise<UserProfile | null> {
  if (!isSignedIn()) return null;
  try {
    return await call(endpointRoutes.profile).catch(async (error: unknown) => {
      if (error instanceof ApiError) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
      return call(endpointRoutes.profile);
    });
  } catch (error) {
    console.warn('Could not load the signed-in user; continuing signed out.', error);
    clearSession();
    return null;
  }
}

/** The pause before a profile call that got no answer is asked again. */
const NO_ANSWER_RETRY_MS = 1_000;

export const fetchCredits = () => call(endpointRoutes.credits);
export const fetchDeleteFlow = () => call(endpointRoutes.deleteFlow);
export const fetchAuthProviders = () => call(endpointRoutes.authProviders, { anonymous: true });

async function signedIn<T extends Pick<TokenResponse, 'token'>>(pending: Promise<T>): Promise<T> {
  const response = await pending;
  signIn(response);
  return response;
}

export const login = (body: LoginRequest) =>
  signedIn(call(endpointRoutes.login, { body, anonymous: true }));

/** The name is optional on the form: left empty (or blank) it is not sent, rather than refused. */
export const register = ({ name, ...body }: RegisterRequest) =>
  signedIn(call(endpointRoutes.register, { body: name?.trim() ? { ...body, name } : body, anonymous: true }));

export const verifyEmail = (token: string) =>
  call(endpointRoutes.verifyEmail, { body: { token }, anonymous: true });

export const forgotPassword = (email: string) =>
  call(endpointRoutes.forgotPassword, { body: { email }, anonymous: true });

export const resetPassword = ({ resetToken, password }: { resetToken: string; password: string }) =>
  signedIn(call(endpointRoutes.resetPassword, { params: { resetToken }, body: { password }, anonymous: true }));

export const sendVerificationEmail = () =>
  call(endpointRoutes.sendVerificationEmail);

export const updateProfile = ({ id, ...body }: UpdateUserRequest & { id: string }) =>
  call(endpointRoutes.updateUser, { params: { id }, body });

export const skipOnboarding = () => call(endpointRoutes.skipOnboarding);
export const completeOnboardingStep = (step: OnboardingStep) =>
  call(endpointRoutes.updateOnboarding, { body: { step } });

export async function deleteAccount(): Promise<void> {
  await call(endpointRoutes.deleteUser);
  clearSession();
}

export const oauthCallback = ({ provider, code, state }: { provider: OAuthProviderId; code: string; state: string }) =>
  signedIn(call(endpointRoutes.oauthCallback, { params: { provider }, body: { code, state }, anonymous: true }));

/** Revokes the user and admin tokens on the server if it can (best effort), then forgets all three session values. */
export async function signOut(): Promise<void> {
  if (isSignedIn()) {
    try {
      await call(endpointRoutes.logout);
    } catch (error) {
      console.warn('Sign-out could not reach the server; the session is cleared here anyway.', error);
    }
  }
  await revokeAdminToken();
  clearSession();
  adminSessionChanged();
}
