/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505). Drizzle wraps the
 * driver's error, so the code may sit on the error itself or on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}
