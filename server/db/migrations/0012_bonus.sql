CREATE TABLE "bonus_accounts" (
	"wallet_account_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"terms" text,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"code" text,
	"package_id" text,
	"package_name" text,
	"deposit_number" integer,
	"percent" integer,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"wager_contributions" jsonb DEFAULT '{"default":100}'::jsonb NOT NULL,
	"products" text[] DEFAULT '{casino}'::text[] NOT NULL,
	"freespin_count" integer,
	"freespin_game" text,
	"freespin_wager_multiplier" integer DEFAULT 0 NOT NULL,
	"cashback_percent" integer,
	"cashback_period" text,
	"activation_days" integer,
	"wagering_days" integer,
	"is_cancel_lock" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_definitions_identity_unique" UNIQUE("identity"),
	CONSTRAINT "bonus_definitions_code_unique" UNIQUE("code"),
	CONSTRAINT "bonus_definitions_code_upper" CHECK ("bonus_definitions"."code" = upper("bonus_definitions"."code")),
	CONSTRAINT "bonus_definitions_wager" CHECK ("bonus_definitions"."wager_multiplier" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_free_rounds" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"player_ref" text NOT NULL,
	"game_identity" text NOT NULL,
	"currency" text NOT NULL,
	"bet_amount" bigint NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonus_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition_id" uuid NOT NULL,
	"code" text NOT NULL,
	"trigger" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"player_bonus_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "player_bonus_codes_player_definition_unique" UNIQUE("player_id","definition_id")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"definition_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"result" integer DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"wager_required" bigint NOT NULL,
	"wager_current" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"max_win" bigint,
	"wager_contributions" jsonb NOT NULL,
	"products" text[] NOT NULL,
	"is_cancel_lock" boolean DEFAULT false NOT NULL,
	"package_id" text,
	"deposit_number" integer,
	"trigger_conditions" jsonb,
	"invoice_id" uuid,
	"freespin_id" uuid,
	"source" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"wagering_days" integer,
	"activation_expires_at" timestamp with time zone,
	"wagering_expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"converted_amount" bigint,
	"forfeited_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "player_bonuses_status" CHECK ("player_bonuses"."status" between 1 and 3),
	CONSTRAINT "player_bonuses_result" CHECK ("player_bonuses"."result" between 1 and 5),
	CONSTRAINT "player_bonuses_amount" CHECK ("player_bonuses"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_freespins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"definition_id" uuid,
	"name" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"result" integer DEFAULT 1 NOT NULL,
	"count" integer NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"bet_amount" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"wager_contributions" jsonb NOT NULL,
	"package_id" text,
	"player_bonus_id" uuid,
	"source" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"granted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_freespins_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "player_freespins_status" CHECK ("player_freespins"."status" between 1 and 3),
	CONSTRAINT "player_freespins_result" CHECK ("player_freespins"."result" between 1 and 4),
	CONSTRAINT "player_freespins_played" CHECK ("player_freespins"."played" between 0 and "player_freespins"."count")
);
--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "bonus_id" uuid;--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "bonus_bet_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "freespin_id" uuid;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD COLUMN "free_round_id" text;--> statement-breakpoint
ALTER TABLE "bonus_accounts" ADD CONSTRAINT "bonus_accounts_wallet_account_id_wallet_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_wallet_account_id_wallet_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_wallet_account_id_wallet_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_definitions_trigger_idx" ON "bonus_definitions" USING btree ("trigger","is_enabled");--> statement-breakpoint
CREATE INDEX "house_free_rounds_player_idx" ON "house_free_rounds" USING btree ("player_ref","game_identity");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","status","created_at");--> statement-breakpoint
CREATE INDEX "player_bonuses_definition_idx" ON "player_bonuses" USING btree ("definition_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active_idx" ON "player_bonuses" USING btree ("wallet_account_id") WHERE "player_bonuses"."status" = 2;--> statement-breakpoint
CREATE INDEX "player_freespins_player_idx" ON "player_freespins" USING btree ("player_id","status","created_at");--> statement-breakpoint
CREATE INDEX "game_bets_open_bonus_idx" ON "game_bets" USING btree ("bonus_id") WHERE "game_bets"."bonus_id" is not null and "game_bets"."status" = 1;--> statement-breakpoint
CREATE INDEX "game_bets_freespin_idx" ON "game_bets" USING btree ("freespin_id") WHERE "game_bets"."freespin_id" is not null;--> statement-breakpoint
CREATE INDEX "house_rounds_free_round_idx" ON "house_rounds" USING btree ("free_round_id") WHERE "house_rounds"."free_round_id" is not null;--> statement-breakpoint
-- custom SQL below
-- (after 0011: the bet call keeps the sportsbook's slip, p_sport, and its facts carry it.)
-- Bonus money in the seamless wallet (issue 12; decision 007 keeps a bet and a win one call each).
-- A bet takes the player's real money first and the rest from the bonus balance of the account's
-- active bonus; the round remembers that bonus and how much of its stakes were bonus money. A
-- win goes back in that proportion: the bonus part to the bonus balance while the bonus is still
-- active, forfeited (never paid) once it was canceled or expired. A free round of a free-spin
-- package stakes nothing; its wins go to the bonus pool until the package ends (the bonus module
-- then issues them as a bonus). The wallet answers the playable balance: real + bonus.

-- What every bet event carries (server/modules/game/bet-events.ts).
CREATE OR REPLACE FUNCTION game_bet_event(p_round game_bets) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'betId', p_round.id, 'provider', p_round.provider, 'roundId', p_round.round_id,
    'playerId', p_round.player_id, 'walletAccountId', p_round.wallet_account_id,
    'currency', p_round.currency, 'gameId', p_round.game_id, 'bonusId', p_round.bonus_id,
    'freespinId', p_round.freespin_id)
  || CASE WHEN p_round.sport IS NULL THEN '{}'::jsonb
     ELSE jsonb_build_object('sport', jsonb_build_object(
       'kind', p_round.sport->'kind', 'legs', p_round.sport->'legs')) END
$$;
--> statement-breakpoint
DROP FUNCTION game_wallet_bet(text, text, text, text, uuid, uuid, uuid, integer, text, bigint,
  bigint, bigint[], text, text, jsonb, jsonb);
--> statement-breakpoint
-- A bet: claim the id, open or join the round, debit real then bonus money → house (a free round:
-- nothing), add the stake to the round, append bet.placed, store the answer.
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
  p_freespin_id uuid,
  p_sport jsonb DEFAULT NULL
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_round game_bets;
  v_posted jsonb;
  v_account record;
  v_real bigint := 0;
  v_bonus bigint := 0;
  v_bonus_account bigint;
  v_bonus_id uuid;
  v_from_real bigint;
  v_from_bonus bigint;
  v_accounts bigint[] := ARRAY[]::bigint[];
  v_amounts bigint[] := ARRAY[]::bigint[];
  v_balance bigint;
BEGIN
  IF NOT game_wallet_claim(p_provider, p_transaction_id, 'bet', p_round_id, p_request_hash) THEN
    RETURN jsonb_build_object('status', 'taken');
  END IF;

  -- DO UPDATE takes the round's row lock: every money call of a round queues on it.
  INSERT INTO game_bets (provider, round_id, player_id, wallet_account_id, game_id, session_id,
                         currency, freespin_id, sport)
  VALUES (p_provider, p_round_id, p_player_id, p_wallet_account_id, p_game_id, p_session_id,
          p_currency, p_freespin_id, p_sport)
  ON CONFLICT (provider, round_id) DO UPDATE SET provider = excluded.provider
  RETURNING * INTO v_round;
  IF v_round.wallet_account_id <> p_wallet_account_id OR v_round.game_id <> p_game_id
     OR v_round.freespin_id IS DISTINCT FROM p_freespin_id THEN
    RETURN jsonb_build_object('status', 'foreign_round');
  END IF;
  IF v_round.status <> 1 THEN
    RETURN jsonb_build_object('status', 'round_closed');
  END IF;

  IF p_freespin_id IS NOT NULL THEN
    -- A free round: the bonus module took the spin from its package; no money moves.
    SELECT balance INTO v_balance FROM wallet_accounts WHERE id = p_wallet_account_id;
    INSERT INTO event_stream (topic, payload)
    VALUES ('bet.placed', game_bet_event(v_round) || jsonb_build_object(
      'transactionId', p_transaction_id, 'amount', '0', 'bonusAmount', '0'));
    RETURN game_wallet_complete(p_provider, p_transaction_id, v_round.id, 0, p_player_id,
      p_currency, v_balance, p_subunit);
  END IF;

  -- The player's real and bonus money, locked in id order (ledger_post locks the same rows).
  FOR v_account IN
    SELECT id, kind, balance FROM ledger_accounts
    WHERE wallet_account_id = p_wallet_account_id AND kind IN ('player_real', 'player_bonus')
    ORDER BY id FOR UPDATE
  LOOP
    IF v_account.kind = 'player_real' THEN
      v_real := v_account.balance;
    ELSE
      v_bonus := v_account.balance;
      v_bonus_account := v_account.id;
    END IF;
  END LOOP;
  -- Read after the lock: a bonus activated or finished meanwhile is seen as committed.
  SELECT id INTO v_bonus_id FROM player_bonuses
  WHERE wallet_account_id = p_wallet_account_id AND status = 2;

  v_from_real := least(p_amount, v_real);
  v_from_bonus := p_amount - v_from_real;
  -- Bonus money pays only for rounds of the bonus that owns it.
  IF v_from_bonus > 0 AND (v_bonus_id IS NULL OR v_bonus_account IS NULL
      OR (v_round.bet_amount > 0 AND v_round.bonus_id IS DISTINCT FROM v_bonus_id)
      OR v_from_bonus > v_bonus) THEN
    RETURN jsonb_build_object('status', 'insufficient');
  END IF;

  IF v_from_real > 0 THEN
    v_accounts := v_accounts || p_ledger_accounts[1];
    v_amounts := v_amounts || -v_from_real;
  END IF;
  IF v_from_bonus > 0 THEN
    v_accounts := v_accounts || v_bonus_account;
    v_amounts := v_amounts || -v_from_bonus;
  END IF;
  v_accounts := v_accounts || p_ledger_accounts[2];
  v_amounts := v_amounts || p_amount;
  v_posted := ledger_post('game.bet', p_ledger_key, p_ledger_hash, p_ledger_reference,
                          v_accounts, v_amounts, false);
  IF v_posted->>'status' <> 'ok' THEN
    RETURN v_posted;
  END IF;

  UPDATE game_bets SET
    bet_amount = bet_amount + p_amount,
    bonus_bet_amount = bonus_bet_amount + v_from_bonus,
    bonus_id = CASE WHEN v_round.bet_amount = 0 THEN v_bonus_id ELSE bonus_id END
  WHERE id = v_round.id
  RETURNING * INTO v_round;
  INSERT INTO event_stream (topic, payload)
  VALUES ('bet.placed', game_bet_event(v_round) || jsonb_build_object(
    'transactionId', p_transaction_id, 'amount', p_amount::text,
    'bonusAmount', v_from_bonus::text));

  v_balance := v_real - v_from_real + v_bonus - v_from_bonus;
  RETURN game_wallet_complete(p_provider, p_transaction_id, v_round.id, p_amount, p_player_id,
    p_currency, v_balance, p_subunit);
END
$$;
--> statement-breakpoint
DROP FUNCTION game_wallet_win(text, text, text, text, uuid, uuid, text, bigint, bigint, boolean,
  timestamptz, bigint[], text, text, jsonb);
--> statement-breakpoint
-- A win: claim the id, lock the round, credit house → player (real, and bonus in the proportion
-- of the round's bonus stakes; a free round's win → bonus pool), add it to the round and close
-- the round when finished; bet.settled when it closes, bet.won for a credit that leaves it open.
-- p_ledger_accounts: house, the player's real account, the currency's bonus pool.
CREATE FUNCTION game_wallet_win(
  p_provider text,
  p_transaction_id text,
  p_round_id text,
  p_request_hash text,
  p_player_id uuid,
  p_wallet_account_id uuid,
  p_currency text,
  p_subunit bigint,
  p_amount bigint,
  p_finished boolean,
  p_now timestamptz,
  p_ledger_accounts bigint[],
  p_ledger_key text,
  p_ledger_hash text,
  p_ledger_reference jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_round game_bets;
  v_posted jsonb;
  v_balance bigint;
  v_win bigint;
  v_status integer;
  v_to_bonus bigint := 0;
  v_to_real bigint := 0;
  v_forfeited bigint := 0;
  v_bonus_status integer;
  v_accounts bigint[];
  v_amounts bigint[];
BEGIN
  IF NOT game_wallet_claim(p_provider, p_transaction_id, 'win', p_round_id, p_request_hash) THEN
    RETURN jsonb_build_object('status', 'taken');
  END IF;

  SELECT * INTO v_round FROM game_bets
  WHERE provider = p_provider AND round_id = p_round_id
  FOR UPDATE;
  IF NOT FOUND OR v_round.wallet_account_id <> p_wallet_account_id THEN
    RETURN jsonb_build_object('status', 'round_not_found');
  END IF;
  IF v_round.status <> 1 THEN
    RETURN jsonb_build_object('status', 'round_closed');
  END IF;

  IF p_amount > 0 AND v_round.freespin_id IS NOT NULL THEN
    v_accounts := ARRAY[p_ledger_accounts[1], p_ledger_accounts[3]];
    v_amounts := ARRAY[-p_amount, p_amount];
  ELSIF p_amount > 0 THEN
    IF v_round.bonus_bet_amount > 0 AND v_round.bet_amount > 0 THEN
      v_to_bonus := p_amount * v_round.bonus_bet_amount / v_round.bet_amount;
    END IF;
    IF v_to_bonus > 0 THEN
      -- KEY SHARE: a cancel or expiry (FOR UPDATE) waits for this win, or this win sees it.
      SELECT status INTO v_bonus_status FROM player_bonuses WHERE id = v_round.bonus_id
      FOR KEY SHARE;
      IF v_bonus_status IS DISTINCT FROM 2 THEN
        v_forfeited := v_to_bonus;
        v_to_bonus := 0;
      END IF;
    END IF;
    v_to_real := p_amount - v_to_bonus - v_forfeited;
    v_accounts := ARRAY[p_ledger_accounts[1]];
    v_amounts := ARRAY[-(v_to_real + v_to_bonus)];
    IF v_to_real > 0 THEN
      v_accounts := v_accounts || p_ledger_accounts[2];
      v_amounts := v_amounts || v_to_real;
    END IF;
    IF v_to_bonus > 0 THEN
      v_accounts := v_accounts || (SELECT id FROM ledger_accounts
        WHERE wallet_account_id = p_wallet_account_id AND kind = 'player_bonus');
      v_amounts := v_amounts || v_to_bonus;
    END IF;
  END IF;

  IF v_accounts IS NOT NULL AND array_length(v_accounts, 1) > 1 THEN
    v_posted := ledger_post('game.win', p_ledger_key, p_ledger_hash, p_ledger_reference,
                            v_accounts, v_amounts, false);
    IF v_posted->>'status' <> 'ok' THEN
      RETURN v_posted;
    END IF;
  END IF;
  SELECT balance INTO v_balance FROM wallet_accounts WHERE id = p_wallet_account_id;

  v_win := v_round.win_amount + p_amount;
  v_status := CASE WHEN v_win > 0 THEN 2 ELSE 3 END;
  IF p_finished THEN
    UPDATE game_bets SET win_amount = v_win, status = v_status, settled_at = p_now
    WHERE id = v_round.id;
    INSERT INTO event_stream (topic, payload)
    VALUES ('bet.settled', game_bet_event(v_round) || jsonb_build_object(
      'betAmount', v_round.bet_amount::text, 'winAmount', v_win::text,
      'refundAmount', v_round.refund_amount::text, 'status', v_status));
  ELSE
    UPDATE game_bets SET win_amount = v_win WHERE id = v_round.id;
    IF p_amount > 0 THEN
      INSERT INTO event_stream (topic, payload)
      VALUES ('bet.won', game_bet_event(v_round) || jsonb_build_object(
        'transactionId', p_transaction_id, 'amount', p_amount::text));
    END IF;
  END IF;

  RETURN game_wallet_complete(p_provider, p_transaction_id, v_round.id, p_amount, p_player_id,
    p_currency, v_balance, p_subunit)
    || jsonb_build_object('freeRound', v_round.freespin_id IS NOT NULL);
END
$$;
