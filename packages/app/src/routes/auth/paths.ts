/** The app's own routes that screens link to; one place, so a moved route is a one-line change. */
export const paths = {
  home: '/dashboard/home',
  assets: '/dashboard/assets',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  account: '/dashboard/profile/account',
  pricing: '/pricing',
  purchase: '/dashboard/profile/purchase',
} as const;
