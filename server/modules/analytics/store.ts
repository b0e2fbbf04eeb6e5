import { sql } from "drizzle-orm";
import type { FunnelDay } from "../../../contracts/analytics.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import type { analyticsEvents } from "../../db/schema.ts";
import { runStatement, statement } from "../../db/statement.ts";

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/*
 * The analytics effect inserts a batch of the bet stream's facts in every run: as one JSON
 * parameter of a prepared statement, not a query built with a placeholder per column and row,
 * which cost the casino bench's server a few percent of its time.
 */
const insertEventsStatement = statement(
  "analytics_insert_events",
  `insert into analytics_events
     (name, source, player_id, visitor_id, occurred_at, dedupe_key, properties)
   select e->>'name', e->>'source', (e->>'playerId')::uuid, e->>'visitorId',
          (e->>'occurredAt')::timestamptz, e->>'dedupeKey', e->'properties'
   from jsonb_array_elements($1::jsonb) as t(e)
   on conflict (dedupe_key) do nothing
   returning id`,
);

/** Inserts events, each once by its dedupe key; returns how many were new. */
export async function insertAnalyticsEvents(
  db: DbExecutor,
  rows: readonly NewAnalyticsEvent[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await runStatement(db, insertEventsStatement, [JSON.stringify(rows)]);
  return inserted.length;
}

type Row = Record<string, unknown>;

/**
 * The funnel per UTC day from `from` to `to` (inclusive), every day present even when nothing
 * happened: one pass over the days' events, grouped by day.
 */
export async function selectFunnel(db: Db, from: string, to: string): Promise<FunnelDay[]> {
  const result = await db.execute(sql`
    with days as (
      select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day
    ),
    counted as (
      select (occurred_at at time zone 'UTC')::date as day,
        count(*) filter (where name = 'visit') as visits,
        count(distinct visitor_id) filter (where name = 'visit') as visitors,
        count(*) filter (where name = 'registration') as registrations,
        count(*) filter (where name = 'ftd') as first_deposits,
        count(*) filter (where name = 'deposit') as deposits,
        count(distinct player_id) filter (where name = 'deposit') as depositors,
        count(*) filter (where name = 'bet') as bets,
        count(distinct player_id) filter (where name = 'bet') as bettors
      from analytics_events
      where occurred_at >= (${from}::date)::timestamp at time zone 'UTC'
        and occurred_at < ((${to}::date + 1)::timestamp at time zone 'UTC')
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(visits, 0) as visits, coalesce(visitors, 0) as visitors,
      coalesce(registrations, 0) as registrations, coalesce(first_deposits, 0) as first_deposits,
      coalesce(deposits, 0) as deposits, coalesce(depositors, 0) as depositors,
      coalesce(bets, 0) as bets, coalesce(bettors, 0) as bettors
    from days left join counted on counted.day = days.day
    order by days.day
  `);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows.map((row) => ({
    day: String(row["day"]),
    visits: Number(row["visits"]),
    visitors: Number(row["visitors"]),
    registrations: Number(row["registrations"]),
    firstDeposits: Number(row["first_deposits"]),
    deposits: Number(row["deposits"]),
    depositors: Number(row["depositors"]),
    bets: Number(row["bets"]),
    bettors: Number(row["bettors"]),
  }));
}
