export { ApiError, buildQuery, request } from './request';
export type { QueryValue, RequestOptions } from './request';
export { ADMIN_EMAIL_STORAGE_KEY, ADMIN_TOKEN_COOKIE, USER_TOKEN_COOKIE, clearSession, readCookie } from './session';
export { readStoredTheme, setTheme, themeStore, useTheme } from './theme';
export { reportProblem } from './support';
