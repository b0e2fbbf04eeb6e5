/**
 * The error service of SPEC §8: refresh, social, avatar and unlink failures and a failed mini-app
 * start are reported here and otherwise stay silent for the player. Nothing is sent until a
 * reporter is installed (error reporting configured with a DSN, and analytics consent).
 */

export type ErrorReporter = (error: unknown, context: { area: string }) => void;

let reporter: ErrorReporter | null = null;

export function installErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

export function reportError(error: unknown, area: string): void {
  try {
    reporter?.(error, { area });
  } catch {
    // A broken reporter never breaks the app.
  }
}
