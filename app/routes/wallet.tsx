import { ArrowDownToLine, ArrowUpFromLine, History, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WalletOverview } from "../features/wallet/wallet-overview.tsx";
import { useSessionState } from "../lib/session-state.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { GuestPrompt } from "../ui/guest-prompt.tsx";
import { PageContainer, PageHeading } from "../ui/page-heading.tsx";
import { GridSkeleton, LoadingRegion } from "../ui/skeleton.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.wallet", "pages.walletHistory"] };

/** /wallet: the player's accounts with their balances, deposit, withdraw and history. */
export default function WalletPage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const session = useSessionState();
  const isPlayer = session.status === "player";
  return (
    <PageContainer>
      <PageHeading
        title={t("pages.wallet.title")}
        description={t("pages.wallet.description")}
        actions={
          isPlayer ? (
            <>
              <Link to="?wallet=deposit" className={buttonClass("win")}>
                <ArrowDownToLine aria-hidden="true" className="size-4 shrink-0" />
                {t("header.deposit")}
              </Link>
              <Link to="?wallet=withdraw" className={buttonClass("secondary")}>
                <ArrowUpFromLine aria-hidden="true" className="size-4 shrink-0" />
                {t("pages.wallet.withdraw")}
              </Link>
              <Link to={localize("/wallet/history")} className={buttonClass("ghost")}>
                <History aria-hidden="true" className="size-4 shrink-0" />
                {t("pages.walletHistory.title")}
              </Link>
            </>
          ) : null
        }
      />
      {isPlayer ? (
        <WalletOverview />
      ) : session.restoring ? (
        <LoadingRegion>
          <GridSkeleton cards={3} />
        </LoadingRegion>
      ) : (
        <div className="mx-auto max-w-md rounded-2xl border border-line bg-surface">
          <GuestPrompt
            icon={Wallet}
            title={t("pages.wallet.guestTitle")}
            description={t("pages.wallet.guestDescription")}
          />
        </div>
      )}
    </PageContainer>
  );
}
