-- System accounts (allow_negative) keep no stored balance: theirs is the sum of their entries,
-- so movements never lock and update the one house row (decision 007).
ALTER TABLE "ledger_accounts" ALTER COLUMN "balance" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
UPDATE "ledger_accounts" SET "balance" = NULL WHERE "allow_negative";--> statement-breakpoint
UPDATE "ledger_entries" AS e SET "balance_after" = NULL FROM "ledger_accounts" AS a WHERE a."id" = e."ledger_account_id" AND a."allow_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_kept" CHECK (("ledger_accounts"."balance" is null) = "ledger_accounts"."allow_negative");
--> statement-breakpoint
-- One ledger movement in one round trip (server/modules/wallet/ledger.ts builds and checks the
-- entries; this claims the key, locks the player accounts in id order, refuses an overdraft,
-- writes the entries and the balances). A refusal writes nothing and raises nothing, so the
-- caller's transaction goes on: the answer's status says what happened.
CREATE FUNCTION ledger_post(
  p_kind text,
  p_key text,
  p_hash text,
  p_reference jsonb,
  p_accounts bigint[],
  p_amounts bigint[]
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
  -- WalletAccountRow (server/modules/wallet/store.ts) for the balance events.
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
           'baseCurrency', b.code) ORDER BY u.id)
  INTO v_wallets
  FROM updated u
  JOIN currencies c ON c.code = u.currency
  LEFT JOIN currencies b ON b.is_base;

  RETURN jsonb_build_object(
    'status', 'ok', 'id', v_id, 'createdAt', v_created,
    'entries', v_entries, 'wallets', coalesce(v_wallets, '[]'::jsonb));
END
$$;
