/** The picture kinds an organization's avatar may be; the server sniffs the file too. */
export const ORGANIZATION_AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The name check the forms make before sending: present, at most 100 characters. */
export function organizationNameError(value: string): string | null {
  const name = value.trim();
  if (!name) return 'Enter a name.';
  return name.length > 100 ? 'Use at most 100 characters.' : null;
}
