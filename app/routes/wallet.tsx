import { History, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { StandardPage } from "../ui/standard-page.tsx";

export default function WalletPage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <StandardPage
      icon={Wallet}
      text={{
        key: "wallet",
        title: "Wallet",
        emptyTitle: "No accounts yet",
        emptyDescription: "Your accounts in every currency and their balances are listed here.",
      }}
      action={
        <>
          <Link to="?wallet=deposit" className={buttonClass("win")}>
            {t("header.deposit", { defaultValue: "Deposit" })}
          </Link>
          <Link to={localize("/wallet/history")} className={buttonClass("secondary")}>
            <History aria-hidden="true" className="size-4" />
            {t("pages.walletHistory.title", { defaultValue: "History" })}
          </Link>
        </>
      }
    />
  );
}
