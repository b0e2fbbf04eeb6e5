ALTER TABLE "game_bets" ADD COLUMN "sport_settlement" jsonb;--> statement-breakpoint
-- custom SQL below
-- A sportsbook's win call may carry how the bet ended and each leg's result (contracts/game-wallet.ts
-- `sport`): game_wallet_win keeps it on the round (game_bets.sport_settlement) in the same
-- statement that settles it, so a replay (the claim is taken) changes nothing. Otherwise as 0012.
DROP FUNCTION game_wallet_win(text, text, text, text, uuid, uuid, text, bigint, bigint, boolean,
  timestamptz, bigint[], text, text, jsonb);
--> statement-breakpoint
-- A win: claim the id, lock the round, credit house → player (real, and bonus in the proportion
-- of the round's bonus stakes; a free round's win → bonus pool), add it to the round and close
-- the round when finished; bet.settled when it closes, bet.won for a credit that leaves it open.
-- p_ledger_accounts: house, the player's real account, the currency's bonus pool.
-- p_sport: a sportsbook's settlement (how the bet ended, each leg's result), kept on the round.
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
  p_ledger_reference jsonb,
  p_sport jsonb DEFAULT NULL
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
  -- A sport settlement names the legs of the round's own sport bet, as many as it had.
  IF p_sport IS NOT NULL AND (v_round.sport IS NULL
      OR jsonb_array_length(p_sport->'legs') <> (v_round.sport->>'legs')::integer) THEN
    RETURN jsonb_build_object('status', 'sport_mismatch');
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
    UPDATE game_bets SET win_amount = v_win, status = v_status, settled_at = p_now,
      sport_settlement = coalesce(p_sport, sport_settlement)
    WHERE id = v_round.id;
    INSERT INTO event_stream (topic, payload)
    VALUES ('bet.settled', game_bet_event(v_round) || jsonb_build_object(
      'betAmount', v_round.bet_amount::text, 'winAmount', v_win::text,
      'refundAmount', v_round.refund_amount::text, 'status', v_status));
  ELSE
    UPDATE game_bets SET win_amount = v_win,
      sport_settlement = coalesce(p_sport, sport_settlement)
    WHERE id = v_round.id;
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
