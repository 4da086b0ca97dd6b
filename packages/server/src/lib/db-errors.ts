const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error is a unique-constraint violation (of `constraint`, when given). Drizzle
 * wraps driver errors, so the cause is looked at too.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) {
      return constraint === undefined || !('constraint' in current) || current.constraint === constraint;
    }
  }
  return false;
}
