/** What the what's-new notice says about this release; updated with each release's version. */
export const RELEASE_SUMMARY =
  'Sign in with email, Google, Discord or Apple, keep your credits in view, and manage your account from the profile menu.';
