-- The wallet's two SQL helpers were never inlined into the statements that call them, so
-- PostgreSQL ran each through the SQL-function executor, parsing and planning its body again in
-- every bet and win: pg_stat_user_functions put them at about 0.6 ms of the database's time per
-- wallet call. A SQL function is inlined only when its body is as strict and no more volatile
-- than it is declared: format_minor was STRICT around a CASE (not strict), game_bet_event
-- IMMUTABLE around jsonb_build_object (STABLE). Both answer null for null input either way.
-- server/db/statement.db.test.ts checks the plans.
ALTER FUNCTION format_minor(bigint, bigint) CALLED ON NULL INPUT;
--> statement-breakpoint
ALTER FUNCTION game_bet_event(game_bets) STABLE;
