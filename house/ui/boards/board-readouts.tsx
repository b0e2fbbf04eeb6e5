import type { ReactNode } from "react";

/**
 * Read-outs of the interactive boards (mines, hi-lo, blackjack, roulette): a labelled figure and
 * the line that says in words what just happened (role=status, so screen readers hear it).
 */
export function Figure({
  label,
  value,
  tone = "default",
}: {
  label: string;
  value: ReactNode;
  tone?: "default" | "win" | "accent";
}) {
  const colour =
    tone === "win"
      ? "text-emerald-700 dark:text-win"
      : tone === "accent"
        ? "text-accent-text"
        : "text-text";
  return (
    <div className="min-w-0 rounded-xl bg-raised px-3 py-2">
      <dt className="truncate text-xs text-muted">{label}</dt>
      <dd className={`truncate text-base font-semibold tabular-nums ${colour}`}>{value}</dd>
    </div>
  );
}

export type Outcome = "win" | "lose" | "neutral";

/** The round's result in words, announced politely to screen readers when it changes. */
export function ResultLine({ outcome, children }: { outcome: Outcome; children: ReactNode }) {
  const colour =
    outcome === "win"
      ? "border-win/40 bg-win/10 text-text"
      : outcome === "lose"
        ? "border-danger/40 bg-danger/10 text-text"
        : "border-line bg-surface text-muted";
  return (
    <p
      role="status"
      aria-live="polite"
      className={`min-h-11 rounded-xl border px-3 py-2.5 text-sm font-medium ${colour}`}
    >
      {children}
    </p>
  );
}
