import { AUTH } from '@facet/contract';

/** Client-side checks of the sign-in forms; the server checks again and its field errors win. */
export const AUTH_MESSAGES = {
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  passwordMissing: 'Enter your password.',
  passwordShort: `Use at least ${AUTH.passwordMinLength} characters.`,
  confirmMismatch: 'The passwords do not match.',
  nameLong: 'Use at most 100 characters.',
} as const;

// Deliberately loose: one @, something on each side, a dot in the domain. The server decides.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return AUTH_MESSAGES.emailMissing;
  return emailPattern.test(trimmed) ? null : AUTH_MESSAGES.emailInvalid;
}

/** Sign-in only asks for something: a password set under an older rule still works. */
export function validatePasswordPresent(value: string): string | null {
  return value ? null : AUTH_MESSAGES.passwordMissing;
}

export function validateNewPassword(value: string): string | null {
  if (!value) return AUTH_MESSAGES.passwordMissing;
  return value.length >= AUTH.passwordMinLength ? null : AUTH_MESSAGES.passwordShort;
}

export function validateConfirmation(password: string) {
  return (value: string): string | null => (value === password ? null : AUTH_MESSAGES.confirmMismatch);
}

/** The named string fields of a submitted form. */
export function formValues<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<Name, string>;
}
