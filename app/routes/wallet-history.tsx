import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FilterPanel, type FilterSelect } from "../ui/filter-panel.tsx";
import { GuestPrompt } from "../ui/guest-prompt.tsx";
import { PageContainer, PageHeading } from "../ui/page-heading.tsx";
import { TabNav } from "../ui/tab-nav.tsx";
import { usePlayer } from "../lib/player-state.ts";
import { BonusesHistory } from "../features/bonus/bonus-history-list.tsx";
import { TransactionsList } from "../features/payment/transactions-list.tsx";
import { BetsHistory } from "../features/wallet/history-bets.tsx";
import { HistorySkeleton } from "../ui/history-list-parts.tsx";
import { SpinsHistory } from "../features/wallet/history-spins.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = {
  texts: ["pages.bonus", "pages.bonuses", "pages.walletHistory"],
};

const HISTORY_TABS = ["bets", "bonuses", "spins", "transactions"] as const;
type HistoryTab = (typeof HISTORY_TABS)[number];

function isHistoryTab(value: string | null): value is HistoryTab {
  return value !== null && (HISTORY_TABS as readonly string[]).includes(value);
}

/** /wallet/history (SPEC §2): bets, bonuses, spins and transactions, each with its filters. */
export default function WalletHistoryPage() {
  const { t } = useTranslation("layout");
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: HistoryTab = isHistoryTab(requested) ? requested : "bets";
  const { accounts, status, restoring } = usePlayer();

  const option = (key: string) => ({
    value: key,
    label: t(`pages.walletHistory.options.${key || "all"}`),
  });
  const statusLabel = t("pages.walletHistory.status");
  const accountSelect: FilterSelect = {
    name: "account",
    label: t("pages.walletHistory.account"),
    options: [
      option(""),
      ...accounts.map((account) => ({ value: account.id, label: account.currency })),
    ],
  };
  const selects: Record<HistoryTab, FilterSelect[]> = {
    bets: [
      {
        name: "state",
        label: statusLabel,
        options: [option("settled"), option("pending")],
      },
      accountSelect,
    ],
    bonuses: [
      {
        name: "status",
        label: statusLabel,
        options: [option(""), option("issued"), option("active"), option("finished")],
      },
    ],
    spins: [accountSelect],
    transactions: [
      {
        name: "type",
        label: t("pages.walletHistory.type"),
        options: [option(""), option("deposit"), option("withdrawal")],
      },
      {
        name: "status",
        label: statusLabel,
        options: [option(""), option("pending"), option("success"), option("failed")],
      },
      {
        name: "currency",
        label: t("pages.walletHistory.currency"),
        options: [
          option(""),
          ...accounts.map((account) => ({ value: account.currency, label: account.currency })),
        ],
      },
    ],
  };

  let list;
  if (status !== "player") {
    list = restoring ? (
      <HistorySkeleton />
    ) : (
      <div className="mx-auto max-w-md rounded-2xl border border-line bg-surface">
        <GuestPrompt
          icon={History}
          title={t("pages.walletHistory.guestTitle")}
          description={t("pages.walletHistory.guestDescription")}
        />
      </div>
    );
  } else if (tab === "bets") {
    list = <BetsHistory />;
  } else if (tab === "spins") {
    list = <SpinsHistory />;
  } else if (tab === "transactions") {
    list = <TransactionsList />;
  } else {
    list = <BonusesHistory />;
  }

  return (
    <PageContainer>
      <PageHeading title={t("pages.walletHistory.title")} />
      <TabNav
        label={t("pages.walletHistory.tabsLabel")}
        items={HISTORY_TABS.map((item) => ({
          to: `?tab=${item}`,
          label: t(`pages.walletHistory.tabs.${item}`),
          current: item === tab,
        }))}
      />
      <FilterPanel
        key={tab}
        selects={selects[tab]}
        keep={["tab"]}
        dateRange={tab !== "bets" && tab !== "spins"}
      />
      {list}
    </PageContainer>
  );
}
