import { ORGANIZATION_NAME_MAX_LENGTH } from '@facet/contract';

export { ORGANIZATION_AVATAR_TYPES } from '@facet/contract';

/** The name check the forms make before sending: present, at most 100 characters. */
export function organizationNameError(value: string): string | null {
  const name = value.trim();
  if (!name) return 'Enter a name.';
  return name.length > ORGANIZATION_NAME_MAX_LENGTH ? `Use at most ${ORGANIZATION_NAME_MAX_LENGTH} characters.` : null;
}
