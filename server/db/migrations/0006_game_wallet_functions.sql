-- The seamless wallet's bet and win in one round trip each (server/modules/game/seamless-wallet.ts
-- finds the launch, answers replays and runs the bet checks first; decision 007). A refusal
-- writes what the caller's transaction then rolls back, so it is answered as a status, never
-- raised: 'taken' (the transaction id is claimed: replay or conflict), 'foreign_round',
-- 'round_closed', 'round_not_found', and ledger_post's 'insufficient' and 'stale'.

-- Minor units as the decimal string of contracts/money.ts formatMinor (12345, 100 → '123.45').
CREATE FUNCTION format_minor(p_amount bigint, p_subunit bigint) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN p_subunit = 1 THEN p_amount::text
    ELSE CASE WHEN p_amount < 0 THEN '-' ELSE '' END
         || (abs(p_amount) / p_subunit)::text || '.'
         || lpad((abs(p_amount) % p_subunit)::text, length(p_subunit::text) - 1, '0')
  END
$$;
--> statement-breakpoint
-- ledger_post may leave out the wallet accounts of its answer (building them costs a join):
-- callers that publish balances themselves pass false.
DROP FUNCTION ledger_post(text, text, text, jsonb, bigint[], bigint[]);
--> statement-breakpoint
CREATE FUNCTION ledger_post(
  p_kind text,
  p_key text,
  p_hash text,
  p_reference jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_answer_wallets boolean DEFAULT true
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_created timestamptz;
  v_entries jsonb;
  v_wallets jsonb;
BEGIN
  INSERT INTO ledger_transactions (kind, idempotency_key, request_hash, reference)
  VALUES (p_kind, p_key, p_hash, p_reference)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, created_at INTO v_id, v_created;
  IF v_id IS NULL THEN
    RETURN jsonb_build_object('status', 'taken');
  END IF;

  -- An account missing here was cached from a creation that rolled back.
  IF (SELECT count(*) FROM ledger_accounts WHERE id = ANY (p_accounts))
     <> (SELECT count(DISTINCT account) FROM unnest(p_accounts) AS account) THEN
    DELETE FROM ledger_transactions WHERE id = v_id;
    RETURN jsonb_build_object('status', 'stale');
  END IF;

  -- System accounts (allow_negative) are never locked: their balance is their entries' sum.
  PERFORM 1 FROM ledger_accounts
  WHERE id = ANY (p_accounts) AND NOT allow_negative
  ORDER BY id FOR UPDATE;

  IF EXISTS (
    SELECT 1
    FROM (SELECT account, sum(amount) AS delta
          FROM unnest(p_accounts, p_amounts) AS e(account, amount) GROUP BY account) d
    JOIN ledger_accounts a ON a.id = d.account
    WHERE NOT a.allow_negative AND a.balance + d.delta < 0
  ) THEN
    DELETE FROM ledger_transactions WHERE id = v_id;
    RETURN jsonb_build_object('status', 'insufficient');
  END IF;

  WITH entries AS (
    INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, currency, balance_after)
    SELECT v_id, e.account, e.amount, a.currency,
           CASE WHEN a.allow_negative THEN NULL
                ELSE a.balance + sum(e.amount) OVER (PARTITION BY e.account ORDER BY e.position)
           END
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS e(account, amount, position)
    JOIN ledger_accounts a ON a.id = e.account
    ORDER BY e.position
    RETURNING ledger_account_id, amount, currency, balance_after, id
  )
  SELECT jsonb_agg(jsonb_build_object(
           'ledgerAccountId', ledger_account_id, 'amount', amount::text,
           'currency', currency, 'balanceAfter', balance_after::text) ORDER BY id)
  INTO v_entries FROM entries;

  UPDATE ledger_accounts a SET balance = a.balance + d.delta
  FROM (SELECT account, sum(amount) AS delta
        FROM unnest(p_accounts, p_amounts) AS e(account, amount) GROUP BY account) d
  WHERE a.id = d.account AND NOT a.allow_negative;

  -- The wallet accounts mirror their player ledger accounts; answered in the shape of
  -- WalletAccountRow (server/modules/wallet/store.ts) for the balance events, unless the caller
  -- publishes those itself (the seamless wallet's functions below): then no row is built.
  WITH deltas AS (
    SELECT a.wallet_account_id AS id,
           sum(e.amount) FILTER (WHERE a.kind = 'player_real') AS real_delta,
           sum(e.amount) FILTER (WHERE a.kind = 'player_bonus') AS bonus_delta,
           sum(e.amount) FILTER (WHERE a.kind = 'player_locked') AS locked_delta
    FROM unnest(p_accounts, p_amounts) AS e(account, amount)
    JOIN ledger_accounts a ON a.id = e.account
    WHERE a.wallet_account_id IS NOT NULL
    GROUP BY a.wallet_account_id
  ), updated AS (
    UPDATE wallet_accounts w SET
      real_balance = w.real_balance + coalesce(d.real_delta, 0),
      bonus_balance = w.bonus_balance + coalesce(d.bonus_delta, 0),
      locked_balance = w.locked_balance + coalesce(d.locked_delta, 0),
      balance = w.balance + coalesce(d.real_delta, 0) + coalesce(d.bonus_delta, 0)
    FROM deltas d WHERE w.id = d.id
    RETURNING w.*
  )
  SELECT jsonb_agg(jsonb_build_object(
           'id', u.id, 'playerId', u.player_id, 'currency', u.currency,
           'balance', u.balance::text, 'realBalance', u.real_balance::text,
           'bonusBalance', u.bonus_balance::text, 'lockedBalance', u.locked_balance::text,
           'isActive', u.is_active, 'hidden', u.hidden,
           'subunitToUnit', c.subunit_to_unit::text, 'rate', c.rate::text,
           'baseCurrency', b.code) ORDER BY u.id) FILTER (WHERE p_answer_wallets)
  INTO v_wallets
  FROM updated u
  JOIN currencies c ON c.code = u.currency
  LEFT JOIN currencies b ON b.is_base;

  RETURN jsonb_build_object(
    'status', 'ok', 'id', v_id, 'createdAt', v_created,
    'entries', v_entries, 'wallets', coalesce(v_wallets, '[]'::jsonb));
END
$$;
--> statement-breakpoint
-- The answer a wallet call stores under its claim and sends: the player's real balance after it.
CREATE FUNCTION game_wallet_complete(
  p_provider text,
  p_transaction_id text,
  p_bet_id uuid,
  p_amount bigint,
  p_player_id uuid,
  p_currency text,
  p_balance bigint,
  p_subunit bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_response jsonb := jsonb_build_object(
    'status', 'ok', 'playerId', p_player_id, 'currency', p_currency,
    'balance', format_minor(p_balance, p_subunit), 'transactionId', p_transaction_id,
    'replayed', false);
BEGIN
  UPDATE game_wallet_transactions
  SET bet_id = p_bet_id, amount = p_amount, response = v_response
  WHERE provider = p_provider AND transaction_id = p_transaction_id;
  RETURN jsonb_build_object('status', 'ok', 'response', v_response);
END
$$;
--> statement-breakpoint
-- Claims the provider's transaction id for this call; false when it is taken (a concurrent call
-- with the same id waits here until the other commits, then false, or rolls back).
CREATE FUNCTION game_wallet_claim(
  p_provider text,
  p_transaction_id text,
  p_action text,
  p_round_id text,
  p_request_hash text
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO game_wallet_transactions (provider, transaction_id, action, round_id, request_hash, response)
  VALUES (p_provider, p_transaction_id, p_action, p_round_id, p_request_hash, '{}')
  ON CONFLICT (provider, transaction_id) DO NOTHING;
  RETURN FOUND;
END
$$;
--> statement-breakpoint
-- What every bet event carries (server/modules/game/bet-events.ts).
CREATE FUNCTION game_bet_event(p_round game_bets) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'betId', p_round.id, 'provider', p_round.provider, 'roundId', p_round.round_id,
    'playerId', p_round.player_id, 'walletAccountId', p_round.wallet_account_id,
    'currency', p_round.currency, 'gameId', p_round.game_id)
$$;
--> statement-breakpoint
-- A bet: claim the id, open or join the round, debit player real → house, add the stake to the
-- round, append bet.placed, store the answer.
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
  p_ledger_reference jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_round game_bets;
  v_posted jsonb;
BEGIN
  IF NOT game_wallet_claim(p_provider, p_transaction_id, 'bet', p_round_id, p_request_hash) THEN
    RETURN jsonb_build_object('status', 'taken');
  END IF;

  -- DO UPDATE takes the round's row lock: every money call of a round queues on it.
  INSERT INTO game_bets (provider, round_id, player_id, wallet_account_id, game_id, session_id, currency)
  VALUES (p_provider, p_round_id, p_player_id, p_wallet_account_id, p_game_id, p_session_id, p_currency)
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
--> statement-breakpoint
-- A win: claim the id, lock the round, credit house → player real (when more than zero), add
-- it to the round and close the round when finished; bet.settled when it closes, bet.won for a
-- credit that leaves it open.
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

  IF p_amount > 0 THEN
    v_posted := ledger_post('game.win', p_ledger_key, p_ledger_hash, p_ledger_reference,
                            p_ledger_accounts, ARRAY[-p_amount, p_amount], false);
    IF v_posted->>'status' <> 'ok' THEN
      RETURN v_posted;
    END IF;
    v_balance := (v_posted->'entries'->1->>'balanceAfter')::bigint;
  ELSE
    SELECT real_balance INTO v_balance FROM wallet_accounts WHERE id = p_wallet_account_id;
  END IF;

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
    p_currency, v_balance, p_subunit);
END
$$;
