/** PostgreSQL errors found anywhere in an error's cause chain (drivers and drizzle wrap them). */

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function findInChain(error: unknown, codes: readonly string[]): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    const record = current as PgErrorFields;
    if (typeof record.code === "string" && codes.includes(record.code)) return record;
    current = record.cause;
  }
  return undefined;
}

/** The constraint of a unique violation (23505), "" when unnamed; undefined for other errors. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = findInChain(error, ["23505"]);
  if (!found) return undefined;
  return typeof found.constraint === "string" ? found.constraint : "";
}

/**
 * A deadlock (40P01) or serialization failure (40001): the transaction was rolled back whole
 * and running it again may succeed.
 */
export function transactionConflict(error: unknown): boolean {
  return findInChain(error, ["40P01", "40001"]) !== undefined;
}
