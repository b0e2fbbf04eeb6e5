import type { ResetSchedule } from "../../../contracts/quest.ts";

/**
 * When quests are issued and when they end, in UTC. A quest with a reset schedule gets a new
 * instance every period (day, ISO week from Monday, month); each instance's end is fixed when it
 * is issued, so an operator's later change of the schedule never moves it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** YYYY-MM-DD of the UTC day. */
export function dayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Monday 00:00 UTC of the week of `at`. */
function weekStart(at: Date): Date {
  const day = utcDay(at);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The period an instance issued at `at` belongs to: one instance per definition and key. */
export function periodKey(schedule: ResetSchedule, at: Date): string {
  switch (schedule) {
    case "none":
      return "once";
    case "daily":
      return dayKey(at);
    case "weekly":
      return `week-${dayKey(weekStart(at))}`;
    case "monthly":
      return at.toISOString().slice(0, 7);
  }
}

/** When the period of `at` ends (the next reset), or null for a quest that never resets. */
export function periodEnd(schedule: ResetSchedule, at: Date): Date | null {
  switch (schedule) {
    case "none":
      return null;
    case "daily":
      return new Date(utcDay(at).getTime() + DAY_MS);
    case "weekly":
      return new Date(weekStart(at).getTime() + 7 * DAY_MS);
    case "monthly":
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  }
}

function earliest(...dates: (Date | null)[]): Date | null {
  const present = dates.filter((date): date is Date => date !== null);
  if (present.length === 0) return null;
  return new Date(Math.min(...present.map((date) => date.getTime())));
}

export interface Availability {
  isEnabled: boolean;
  availableFrom: Date | null;
  availableUntil: Date | null;
}

/** Whether a definition is offered at `at`. */
export function isOffered(definition: Availability, at: Date): boolean {
  return (
    definition.isEnabled &&
    (definition.availableFrom === null || definition.availableFrom <= at) &&
    (definition.availableUntil === null || definition.availableUntil > at)
  );
}

/** The end of an instance issued at `at`: the next reset or the offer's end, whichever first. */
export function instanceExpiry(
  schedule: ResetSchedule,
  availableUntil: Date | null,
  at: Date,
): Date | null {
  return earliest(periodEnd(schedule, at), availableUntil);
}

/** When a quest started at `at` runs out: its duration, or the instance's end if sooner. */
export function deadlineOf(
  durationMinutes: number | null,
  expiresAt: Date | null,
  at: Date,
): Date | null {
  const byDuration =
    durationMinutes === null ? null : new Date(at.getTime() + durationMinutes * 60_000);
  return earliest(byDuration, expiresAt);
}
