/**
 * Buying credit packs and plans (SPEC.md section 2, /payment): the server sets the price and answers
 * the address of its checkout page; the browser only goes there. What a purchase grants arrives over
 * the socket as `credits_update`, so every balance on screen changes without a reload.
 */
import { endpointRoutes, type Checkout, type CreditsResponse, type StartCheckoutRequest, type UserProfile } from '@facet/contract';
import type { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { paymentKeys, userKeys } from './keys';
import { forgetDefaultCoupon, readDefaultCoupon } from './auth-params';
import { ApiError, call } from './request';

type ScopedMutate = ReturnType<typeof useSWRConfig>['mutate'];

export function startCheckout(body: StartCheckoutRequest): Promise<Checkout> {
  return call(endpointRoutes.startCheckout, { body });
}

/**
 * Starts a checkout for a pack (`{kind: 'pack', pack_id}`) or a plan (`{kind: 'plan', tier}`) and
 * resolves to the checkout, whose `url` is the page that charges it. Not retried on its own: a second
 * attempt is the person's click, not ours.
 */
export function useStartCheckout() {
  return useSWRMutation(paymentKeys.startCheckout, (_key: readonly unknown[], { arg }: { arg: StartCheckoutRequest }) => startWithDefaultCoupon(arg));
}

/**
 * Starts a checkout with the coupon `/auth?coupon_code=` left in this tab, unless the body names one.
 * A coupon the server refuses (unknown, expired, used) is forgotten, so the refusal is said once and
 * the next press buys at the normal price.
 */
async function startWithDefaultCoupon(body: StartCheckoutRequest): Promise<Checkout> {
  const coupon = body.coupon_code ?? readDefaultCoupon();
  try {
    return await startCheckout(coupon === undefined ? body : { ...body, coupon_code: coupon });
  } catch (error) {
    if (coupon !== undefined && body.coupon_code === undefined && error instanceof ApiError && (error.status === 404 || error.status === 409) && /coupon/i.test(error.message)) {
      forgetDefaultCoupon();
    }
    throw error;
  }
}

/**
 * A `credits_update` from the socket: the new balance goes into the credits cache and the cached user
 * at once, and the user is fetched again, since a plan's purchase also changed the tier and its flags.
 */
export function applyCreditsUpdate(mutate: ScopedMutate, update: CreditsResponse): void {
  void mutate(userKeys.credits, { credits: update.credits } satisfies CreditsResponse, { revalidate: false });
  void mutate(userKeys.current, (user: UserProfile | null | undefined) => (user ? { ...user, credits: update.credits } : user), {
    revalidate: true,
  });
}
