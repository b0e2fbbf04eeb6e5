ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_currency_fk";
