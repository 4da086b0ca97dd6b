/** Accounts: the calls of SPEC.md section 7 for sign-in, the current user, credits and deletion. */
import type {
  AuthProvidersResponse,
  CreditsResponse,
  DeleteFlowResponse,
  LoginRequest,
  MessageResponse,
  OAuthCallbackResponse,
  OAuthProviderId,
  OnboardingStep,
  RegisterRequest,
  TokenResponse,
  UpdateUserRequest,
  UserProfile,
} from '@facet/contract';
import { request } from './request';
import { clearSession, isSignedIn, signIn } from './sign-in';

/**
 * The signed-in user, or null for anonymous. Any failure (an expired token, a 500) clears the session
 * and the app carries on anonymous (SPEC.md sections 4 and 8).
 */
export async function fetchCurrentUser(): Promise<UserProfile | null> {
  if (!isSignedIn()) return null;
  try {
    return await request<UserProfile>('/user/profile');
  } catch (error) {
    console.warn('Could not load the signed-in user; continuing signed out.', error);
    clearSession();
    return null;
  }
}

export const fetchCredits = () => request<CreditsResponse>('/user/credits');
export const fetchDeleteFlow = () => request<DeleteFlowResponse>('/user/delete-flow');
export const fetchAuthProviders = () => request<AuthProvidersResponse>('/auth/providers', { anonymous: true });

async function signedIn<T extends Pick<TokenResponse, 'token'>>(pending: Promise<T>): Promise<T> {
  const response = await pending;
  signIn(response);
  return response;
}

export const login = (body: LoginRequest) =>
  signedIn(request<TokenResponse>('/auth/login', { method: 'POST', body, anonymous: true }));

export const register = (body: RegisterRequest) =>
  signedIn(request<TokenResponse>('/auth/register', { method: 'POST', body, anonymous: true }));

export const verifyEmail = (token: string) =>
  request<UserProfile>('/auth/verify', { method: 'POST', body: { token }, anonymous: true });

export const forgotPassword = (email: string) =>
  request<MessageResponse>('/user/forgot-password', { method: 'POST', body: { email }, anonymous: true });

export const resetPassword = ({ resetToken, password }: { resetToken: string; password: string }) =>
  signedIn(
    request<TokenResponse>(`/user/reset-password/${encodeURIComponent(resetToken)}`, {
      method: 'POST',
      body: { password },
      anonymous: true,
    }),
  );

export const sendVerificationEmail = () =>
  request<MessageResponse>('/user/send-verification-email', { method: 'POST', body: {} });

export const updateProfile = ({ id, ...body }: UpdateUserRequest & { id: string }) =>
  request<UserProfile>(`/user/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const skipOnboarding = () => request<UserProfile>('/user/onboarding/skip', { method: 'POST' });
export const completeOnboardingStep = (step: OnboardingStep) =>
  request<UserProfile>('/user/onboarding/update', { method: 'POST', body: { step } });

export async function deleteAccount(): Promise<void> {
  await request<void>('/user', { method: 'DELETE' });
  clearSession();
}

export const oauthCallback = ({ provider, code, state }: { provider: OAuthProviderId; code: string; state: string }) =>
  signedIn(
    request<OAuthCallbackResponse>(`/auth/oauth/${provider}/callback`, {
      method: 'POST',
      body: { code, state },
      anonymous: true,
    }),
  );

/** Revokes the token on the server if it can (best effort), then forgets all three session values. */
export async function signOut(): Promise<void> {
  if (isSignedIn()) {
    try {
      await request<void>('/auth/logout', { method: 'POST' });
    } catch (error) {
      console.warn('Sign-out could not reach the server; the session is cleared here anyway.', error);
    }
  }
  clearSession();
}
