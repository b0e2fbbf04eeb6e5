-- ledger_post read and joined its accounts four times: a count for the stale check, the lock,
-- the overdraft check and the entries' insert each went back to ledger_accounts, and the
-- balance and wallet-mirror updates joined the entries to them again. pg_stat_statements on the
-- ledger bench put those seven statements at ~1.2 ms of database time per movement, each a
-- join over the movement's two or three rows. Now one statement locks the player accounts (in
-- id order, as before) and reads every account of the movement; the running balances, the
-- overdraft check and each wallet's deltas are worked out in the function from that one read;
-- the entries are inserted from arrays and each balance is written by its key. Answers and
-- refusals are the same.
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text,
  p_key text,
  p_hash text,
  p_reference jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_answer_wallets boolean DEFAULT true
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_id bigint;
  v_created timestamptz;
  v_account record;
  -- The movement's accounts, once each; a null balance is a system account's.
  v_ids bigint[] := '{}';
  v_currencies text[] := '{}';
  v_balances bigint[] := '{}';
  v_kinds text[] := '{}';
  v_owners uuid[] := '{}';
  -- Per entry, in the order given.
  v_entry_currencies text[] := '{}';
  v_entry_after bigint[] := '{}';
  -- Per wallet account the movement touches.
  v_wallet_ids uuid[] := '{}';
  v_real bigint[] := '{}';
  v_bonus bigint[] := '{}';
  v_locked bigint[] := '{}';
  v_at int;
  v_wallet int;
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

  -- System accounts (allow_negative) are never locked: their balance is their entries' sum.
  FOR v_account IN
    WITH locked AS (
      SELECT id, currency, balance, kind, wallet_account_id FROM ledger_accounts
      WHERE id = ANY (p_accounts) AND NOT allow_negative
      ORDER BY id FOR UPDATE
    )
    SELECT id, currency, balance, kind, wallet_account_id FROM locked
    UNION ALL
    SELECT id, currency, NULL::bigint, kind, wallet_account_id FROM ledger_accounts
    WHERE id = ANY (p_accounts) AND allow_negative
  LOOP
    v_ids := v_ids || v_account.id;
    v_currencies := v_currencies || v_account.currency;
    v_balances := v_balances || v_account.balance;
    v_kinds := v_kinds || v_account.kind;
    v_owners := v_owners || v_account.wallet_account_id;
  END LOOP;

  FOR v_position IN 1 .. coalesce(array_length(p_accounts, 1), 0) LOOP
    v_at := array_position(v_ids, p_accounts[v_position]);
    IF v_at IS NULL THEN
      -- An account missing here was cached from a creation that rolled back.
      DELETE FROM ledger_transactions WHERE id = v_id;
      RETURN jsonb_build_object('status', 'stale');
    END IF;
    v_entry_currencies := v_entry_currencies || v_currencies[v_at];
    IF v_balances[v_at] IS NULL THEN
      v_entry_after := v_entry_after || NULL::bigint;
    ELSE
      v_balances[v_at] := v_balances[v_at] + p_amounts[v_position];
      v_entry_after := v_entry_after || v_balances[v_at];
    END IF;
    IF v_owners[v_at] IS NOT NULL THEN
      v_wallet := array_position(v_wallet_ids, v_owners[v_at]);
      IF v_wallet IS NULL THEN
        v_wallet_ids := v_wallet_ids || v_owners[v_at];
        v_real := v_real || 0::bigint;
        v_bonus := v_bonus || 0::bigint;
        v_locked := v_locked || 0::bigint;
        v_wallet := array_length(v_wallet_ids, 1);
      END IF;
      CASE v_kinds[v_at]
        WHEN 'player_real' THEN v_real[v_wallet] := v_real[v_wallet] + p_amounts[v_position];
        WHEN 'player_bonus' THEN v_bonus[v_wallet] := v_bonus[v_wallet] + p_amounts[v_position];
        WHEN 'player_locked' THEN v_locked[v_wallet] := v_locked[v_wallet] + p_amounts[v_position];
        ELSE NULL;
      END CASE;
    END IF;
  END LOOP;

  FOR v_at IN 1 .. coalesce(array_length(v_ids, 1), 0) LOOP
    IF v_balances[v_at] < 0 THEN
      DELETE FROM ledger_transactions WHERE id = v_id;
      RETURN jsonb_build_object('status', 'insufficient');
    END IF;
  END LOOP;

  WITH entries AS (
    INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, currency, balance_after)
    SELECT v_id, e.account, e.amount, e.currency, e.after
    FROM unnest(p_accounts, p_amounts, v_entry_currencies, v_entry_after)
      WITH ORDINALITY AS e(account, amount, currency, after, position)
    ORDER BY e.position
    RETURNING ledger_account_id, amount, currency, balance_after, id
  )
  SELECT jsonb_agg(jsonb_build_object(
           'ledgerAccountId', ledger_account_id, 'amount', amount::text,
           'currency', currency, 'balanceAfter', balance_after::text) ORDER BY id)
  INTO v_entries FROM entries;

  -- The rows are locked: each gets the balance worked out above, by its key.
  FOR v_at IN 1 .. coalesce(array_length(v_ids, 1), 0) LOOP
    CONTINUE WHEN v_balances[v_at] IS NULL;
    UPDATE ledger_accounts SET balance = v_balances[v_at] WHERE id = v_ids[v_at];
  END LOOP;

  -- The wallet accounts mirror their player ledger accounts; answered in the shape of
  -- WalletAccountRow (server/modules/wallet/store.ts) for the balance events, unless the caller
  -- publishes those itself (the seamless wallet's functions): then no row is built.
  FOR v_wallet IN 1 .. coalesce(array_length(v_wallet_ids, 1), 0) LOOP
    UPDATE wallet_accounts SET
      real_balance = real_balance + v_real[v_wallet],
      bonus_balance = bonus_balance + v_bonus[v_wallet],
      locked_balance = locked_balance + v_locked[v_wallet],
      balance = balance + v_real[v_wallet] + v_bonus[v_wallet]
    WHERE id = v_wallet_ids[v_wallet];
  END LOOP;
  IF p_answer_wallets AND array_length(v_wallet_ids, 1) > 0 THEN
    SELECT jsonb_agg(jsonb_build_object(
             'id', u.id, 'playerId', u.player_id, 'currency', u.currency,
             'balance', u.balance::text, 'realBalance', u.real_balance::text,
             'bonusBalance', u.bonus_balance::text, 'lockedBalance', u.locked_balance::text,
             'isActive', u.is_active, 'hidden', u.hidden,
             'subunitToUnit', c.subunit_to_unit::text, 'rate', c.rate::text,
             'baseCurrency', b.code) ORDER BY u.id)
    INTO v_wallets
    FROM wallet_accounts u
    JOIN currencies c ON c.code = u.currency
    LEFT JOIN currencies b ON b.is_base
    WHERE u.id = ANY (v_wallet_ids);
  END IF;

  RETURN jsonb_build_object(
    'status', 'ok', 'id', v_id, 'createdAt', v_created,
    'entries', v_entries, 'wallets', coalesce(v_wallets, '[]'::jsonb));
END
$$;
