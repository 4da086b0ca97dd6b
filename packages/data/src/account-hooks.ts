/** React hooks over the account calls: queries named for what they return, mutations for what they do. */
import type { OAuthProviderId, OnboardingStep, UserProfile } from '@facet/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  completeOnboardingStep,
  deleteAccount,
  fetchAuthProviders,
  fetchCredits,
  fetchCurrentUser,
  fetchDeleteFlow,
  forgotPassword,
  login,
  oauthCallback,
  register,
  resetPassword,
  sendVerificationEmail,
  signOut,
  skipOnboarding,
  updateProfile,
  verifyEmail,
} from './account';
import { authKeys, userKeys } from './keys';
import { isSignedIn } from './sign-in';
import { queryStatus, withMutationRetry } from './swr-config';

/** The signed-in user (`null` when anonymous, `undefined` while loading). */
export function useUser() {
  const result = useSWR(userKeys.current, () => fetchCurrentUser());
  return {
    user: result.data,
    isLoading: result.isLoading,
    status: queryStatus(result),
    refresh: result.mutate,
  };
}

export function useCredits() {
  const { user } = useUser();
  const result = useSWR(user ? userKeys.credits : null, fetchCredits);
  return { credits: result.data?.credits ?? user?.credits, error: result.error, status: queryStatus(result), refresh: result.mutate };
}

/** `enabled`: load only when asked, e.g. when the delete dialog opens. */
export function useDeleteFlow(enabled = true) {
  const result = useSWR(enabled && isSignedIn() ? userKeys.deleteFlow : null, fetchDeleteFlow);
  return { deleteFlow: result.data, error: result.error, status: queryStatus(result) };
}

export function useAuthProviders() {
  const result = useSWR(authKeys.providers, fetchAuthProviders);
  const providers = result.data?.providers.filter((provider) => provider.enabled) ?? [];
  return { providers, error: result.error, status: queryStatus(result) };
}

/** Puts a freshly signed-in (or updated) user in the `USER` cache and refreshes what depends on it. */
function useSetUser() {
  const { mutate } = useSWRConfig();
  return (user: UserProfile | null) => {
    void mutate(userKeys.current, user, { revalidate: false });
    void mutate(userKeys.credits);
  };
}

function useAction<Arg, Result>(key: readonly unknown[], run: (arg: Arg) => Promise<Result>, after?: (result: Result) => void) {
  return useSWRMutation(key, async (_key: readonly unknown[], { arg }: { arg: Arg }) => {
    const result = await withMutationRetry(() => run(arg));
    after?.(result);
    return result;
  });
}

export function useLogin() {
  const setUser = useSetUser();
  return useAction(authKeys.login, login, (response) => setUser(response.user));
}

export function useRegister() {
  const setUser = useSetUser();
  return useAction(authKeys.register, register, (response) => setUser(response.user));
}

export function useResetPassword() {
  const setUser = useSetUser();
  return useAction(authKeys.resetPassword, resetPassword, (response) => setUser(response.user));
}

export function useOAuthCallback(provider: OAuthProviderId) {
  const setUser = useSetUser();
  return useAction(
    authKeys.oauthCallback(provider),
    (arg: { code: string; state: string }) => oauthCallback({ provider, ...arg }),
    (response) => setUser(response.user),
  );
}

export function useVerifyEmail() {
  const setUser = useSetUser();
  return useAction(authKeys.verifyEmail, verifyEmail, (user) => {
    if (isSignedIn()) setUser(user);
  });
}

export function useForgotPassword() {
  return useAction(authKeys.forgotPassword, forgotPassword);
}

export function useSendVerificationEmail() {
  return useAction(authKeys.sendVerificationEmail, sendVerificationEmail);
}

export function useUpdateProfile() {
  const setUser = useSetUser();
  return useAction(authKeys.updateProfile, updateProfile, setUser);
}

/** Hides the onboarding checklist. */
export function useSkipOnboarding() {
  const setUser = useSetUser();
  return useAction(['user', 'onboarding', 'skip'], skipOnboarding, setUser);
}

/** Marks a checklist step done; quietly, since the step itself already succeeded. */
export function useCompleteOnboardingStep() {
  const setUser = useSetUser();
  return (step: OnboardingStep) => {
    completeOnboardingStep(step).then(setUser, () => undefined);
  };
}

export function useDeleteAccount() {
  const setUser = useSetUser();
  return useAction(authKeys.deleteAccount, deleteAccount, () => setUser(null));
}

export function useSignOut() {
  const setUser = useSetUser();
  return useAction(authKeys.signOut, signOut, () => setUser(null));
}
