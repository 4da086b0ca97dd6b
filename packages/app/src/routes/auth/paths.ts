/** The paths the app's screens link to most, by the names its routes use, read from the page catalogue. */
import { pages } from '@facet/contract';

export { assetHref, folderHref, pricingHref, signInHref } from '@facet/contract';

export const paths = {
  home: pages.home.path,
  assets: pages.assets.path,
  login: pages.authLogin.path,
  register: pages.authRegister.path,
  forgotPassword: pages.authForgotPassword.path,
  account: pages.profileAccount.path,
  pricing: pages.pricing.path,
  purchase: pages.profilePurchase.path,
  billing: pages.profileBilling.path,
  tools: pages.tools.path,
} as const;
