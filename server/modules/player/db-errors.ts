/** The constraint of a PostgreSQL unique violation (23505) anywhere in an error's cause chain. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (record.code === "23505")
      return typeof record.constraint === "string" ? record.constraint : "";
    current = record.cause;
  }
  return undefined;
}
