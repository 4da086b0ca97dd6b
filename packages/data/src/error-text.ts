/** The sentence to show for a failed call: the server's message, or a plain fallback. */
export function errorText(error: unknown, fallback = 'Something went wrong. Try again.'): string | undefined {
  if (error === undefined || error === null) return undefined;
  return error instanceof Error && error.message ? error.message : fallback;
}
