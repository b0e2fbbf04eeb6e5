CREATE TABLE "sportsbook_bet_legs" (
	"bet_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"selection_id" text NOT NULL,
	"odds" integer NOT NULL,
	"is_live" boolean NOT NULL,
	"sport_id" integer NOT NULL,
	"event_name" text NOT NULL,
	"market_name" text NOT NULL,
	"selection_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"placed_cursor" integer DEFAULT 0 NOT NULL,
	"result" text,
	"dead_heat" text,
	CONSTRAINT "sportsbook_bet_legs_bet_id_position_pk" PRIMARY KEY("bet_id","position")
);
--> statement-breakpoint
CREATE TABLE "sportsbook_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_ref" text NOT NULL,
	"request_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"token" text NOT NULL,
	"currency" text NOT NULL,
	"subunit_to_unit" bigint NOT NULL,
	"kind" text NOT NULL,
	"system_size" integer,
	"combinations" integer DEFAULT 1 NOT NULL,
	"stake" bigint NOT NULL,
	"remaining_stake" bigint NOT NULL,
	"payout" bigint,
	"cashed_out" bigint DEFAULT 0 NOT NULL,
	"cash_outs" integer DEFAULT 0 NOT NULL,
	"odds_change" text NOT NULL,
	"is_live" boolean NOT NULL,
	"state" text NOT NULL,
	"call" jsonb,
	"refusal" jsonb,
	"accept_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sportsbook_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"prev" bigint NOT NULL,
	"updates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"fixtures_until" integer DEFAULT 0 NOT NULL,
	"ticked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sportsbook_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"championship_id" integer NOT NULL,
	"name" text NOT NULL,
	"competitors" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"model" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"result" jsonb,
	"feed_cursor" integer DEFAULT 0 NOT NULL,
	"next_feed_at" timestamp with time zone,
	"published" jsonb,
	"version" bigint DEFAULT 0 NOT NULL,
	"resulted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "sport" jsonb;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD CONSTRAINT "sportsbook_bet_legs_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sportsbook_bet_legs_event_idx" ON "sportsbook_bet_legs" USING btree ("event_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_bets_request_unique" ON "sportsbook_bets" USING btree ("player_ref","request_id");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_player_idx" ON "sportsbook_bets" USING btree ("player_ref","created_at");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_state_idx" ON "sportsbook_bets" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_accept_idx" ON "sportsbook_bets" USING btree ("accept_at") WHERE "sportsbook_bets"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "sportsbook_changes_topic_idx" ON "sportsbook_changes" USING btree ("topic","seq");--> statement-breakpoint
CREATE INDEX "sportsbook_changes_created_idx" ON "sportsbook_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sportsbook_events_status_start_idx" ON "sportsbook_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "sportsbook_events_sport_start_idx" ON "sportsbook_events" USING btree ("sport_id","starts_at");--> statement-breakpoint
CREATE INDEX "sportsbook_events_championship_idx" ON "sportsbook_events" USING btree ("championship_id","starts_at");--> statement-breakpoint
CREATE INDEX "sportsbook_events_next_feed_idx" ON "sportsbook_events" USING btree ("next_feed_at") WHERE "sportsbook_events"."next_feed_at" is not null;--> statement-breakpoint
CREATE INDEX "sportsbook_events_name_trgm_idx" ON "sportsbook_events" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- custom SQL below
-- Every bet fact of a sport bet says how many legs and which kind it was (bet-events.ts `sport`),
-- so effects (a quest "place an accumulator of three") can count it.
CREATE OR REPLACE FUNCTION game_bet_event(p_round game_bets) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'betId', p_round.id, 'provider', p_round.provider, 'roundId', p_round.round_id,
    'playerId', p_round.player_id, 'walletAccountId', p_round.wallet_account_id,
    'currency', p_round.currency, 'gameId', p_round.game_id)
  || CASE WHEN p_round.sport IS NULL THEN '{}'::jsonb
     ELSE jsonb_build_object('sport', jsonb_build_object(
       'kind', p_round.sport->'kind', 'legs', p_round.sport->'legs')) END
$$;
--> statement-breakpoint
-- The bet call may carry a sportsbook's slip (contracts/game-wallet.ts `sport`): the round keeps it.
DROP FUNCTION game_wallet_bet(text, text, text, text, uuid, uuid, uuid, integer, text, bigint,
  bigint, bigint[], text, text, jsonb);
--> statement-breakpoint
CREATE FUNCTION game_wallet_bet(
  p_provider text,
  p_transaction_id text,
  p_round_id text,
  p_request_hash text,
  p_session_id uuid,
  p_player_id uuid,
  p_wallet_account_id uuid,
  p_game_id integer,
  p_currency text,
  p_subunit bigint,
  p_amount bigint,
  p_ledger_accounts bigint[],
  p_ledger_key text,
  p_ledger_hash text,
  p_ledger_reference jsonb,
  p_sport jsonb DEFAULT NULL
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_round game_bets;
  v_posted jsonb;
BEGIN
  IF NOT game_wallet_claim(p_provider, p_transaction_id, 'bet', p_round_id, p_request_hash) THEN
    RETURN jsonb_build_object('status', 'taken');
  END IF;

  -- DO UPDATE takes the round's row lock: every money call of a round queues on it.
  INSERT INTO game_bets (provider, round_id, player_id, wallet_account_id, game_id, session_id, currency, sport)
  VALUES (p_provider, p_round_id, p_player_id, p_wallet_account_id, p_game_id, p_session_id, p_currency, p_sport)
  ON CONFLICT (provider, round_id) DO UPDATE SET provider = excluded.provider
  RETURNING * INTO v_round;
  IF v_round.wallet_account_id <> p_wallet_account_id OR v_round.game_id <> p_game_id THEN
    RETURN jsonb_build_object('status', 'foreign_round');
  END IF;
  IF v_round.status <> 1 THEN
    RETURN jsonb_build_object('status', 'round_closed');
  END IF;

  v_posted := ledger_post('game.bet', p_ledger_key, p_ledger_hash, p_ledger_reference,
                          p_ledger_accounts, ARRAY[-p_amount, p_amount], false);
  IF v_posted->>'status' <> 'ok' THEN
    RETURN v_posted;
  END IF;

  UPDATE game_bets SET bet_amount = bet_amount + p_amount WHERE id = v_round.id;
  INSERT INTO event_stream (topic, payload)
  VALUES ('bet.placed', game_bet_event(v_round) || jsonb_build_object(
    'transactionId', p_transaction_id, 'amount', p_amount::text));

  RETURN game_wallet_complete(p_provider, p_transaction_id, v_round.id, p_amount, p_player_id,
    p_currency, (v_posted->'entries'->0->>'balanceAfter')::bigint, p_subunit);
END
$$;
