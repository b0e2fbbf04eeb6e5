-- The money functions plan their statements once per connection (decision 007). With the
-- default plan_cache_mode PostgreSQL kept choosing custom plans for them, planning every
-- statement of every bet and win afresh: a CPU profile of the casino bench put a third of the
-- database's time in that planning. Their statements are key lookups and inserts whose generic
-- plans are the custom ones. A later CREATE OR REPLACE of one of them must keep this SET
-- (server/db/generic-plans.db.test.ts fails otherwise).
DO $$
DECLARE
  v_function regprocedure;
BEGIN
  FOR v_function IN
    SELECT p.oid::regprocedure FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace
      AND p.proname IN ('ledger_post', 'game_wallet_claim', 'game_wallet_complete',
                        'game_wallet_bet', 'game_wallet_win')
  LOOP
    EXECUTE format('ALTER FUNCTION %s SET plan_cache_mode = force_generic_plan', v_function);
  END LOOP;
END
$$;
