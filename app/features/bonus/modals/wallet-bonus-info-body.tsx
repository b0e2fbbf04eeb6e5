import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useWalletAccounts } from "../../../lib/money/accounts-api.ts";
import { useMoneyFormat } from "../../../lib/money/use-money-format.ts";

/**
 * `wallet-bonus-info`: how the bonus balance works next to real money, with the active
 * account's two parts.
 */
export default function WalletBonusInfoBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const format = useMoneyFormat();
  const { active } = useWalletAccounts();
  return (
    <div className="flex flex-col gap-5" data-testid="wallet-bonus-info">
      {active ? (
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-xl border border-line bg-raised px-3 py-2">
            <dt className="text-xs text-muted">{t("wallet-bonus-info.real")}</dt>
            <dd className="font-semibold text-text tabular-nums">
              {format.amount(active.realBalance, active.currency)}
            </dd>
          </div>
          <div className="rounded-xl border border-line bg-raised px-3 py-2">
            <dt className="text-xs text-muted">{t("wallet-bonus-info.bonus")}</dt>
            <dd className="font-semibold text-win-text tabular-nums">
              {format.amount(active.bonusBalance, active.currency)}
            </dd>
          </div>
        </dl>
      ) : null}
      <ul className="flex list-disc flex-col gap-1.5 ps-5 text-sm text-text marker:text-muted">
        <li>{t("wallet-bonus-info.realFirst")}</li>
        <li>{t("wallet-bonus-info.wins")}</li>
        <li>{t("wallet-bonus-info.release")}</li>
        <li>{t("wallet-bonus-info.cancel")}</li>
      </ul>
      <div className="grid gap-2 sm:grid-cols-2">
        <Link to={localize("/bonuses")} onClick={close} className={buttonClass("secondary", "lg")}>
          {t("wallet-bonus-info.bonuses")}
        </Link>
        <button type="button" onClick={close} className={buttonClass("primary", "lg")}>
          {t("wallet-bonus-info.ok")}
        </button>
      </div>
    </div>
  );
}
