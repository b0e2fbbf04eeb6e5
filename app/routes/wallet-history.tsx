import { Gift, History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { EmptyState } from "../ui/empty-state.tsx";
import { FilterPanel, type FilterSelect } from "../ui/filter-panel.tsx";
import { GuestPrompt } from "../ui/guest-prompt.tsx";
import { PageContainer, PageHeading } from "../ui/page-heading.tsx";
import { ListSkeleton, LoadingRegion } from "../ui/skeleton.tsx";
import { TabNav } from "../ui/tab-nav.tsx";
import { usePlayer } from "../features/player/session/session-provider.tsx";
import { TransactionsList } from "../features/payment/transactions-list.tsx";
import { BetsHistory } from "../features/wallet/history-bets.tsx";
import { HistorySkeleton } from "../features/wallet/history-list-parts.tsx";
import { SpinsHistory } from "../features/wallet/history-spins.tsx";

const HISTORY_TABS = ["bets", "bonuses", "spins", "transactions"] as const;
type HistoryTab = (typeof HISTORY_TABS)[number];

function isHistoryTab(value: string | null): value is HistoryTab {
  return value !== null && (HISTORY_TABS as readonly string[]).includes(value);
}

const tabLabels: Record<HistoryTab, string> = {
  bets: "Bets",
  bonuses: "Bonuses",
  spins: "Spins",
  transactions: "Transactions",
};

/** Loading placeholder of the bonuses tab, shown while its list is being fetched. */
function HistoryListSkeleton() {
  return (
    <LoadingRegion>
      <ListSkeleton rows={6} />
    </LoadingRegion>
  );
}

/** /wallet/history (SPEC §2): bets, bonuses, spins and transactions, each with its filters. */
export default function WalletHistoryPage() {
  const { t } = useTranslation("layout");
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const requested = searchParams.get("tab");
  const tab: HistoryTab = isHistoryTab(requested) ? requested : "bets";
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const { accounts, status, restoring } = usePlayer();

  const option = (key: string, label: string) => ({
    value: key,
    label: t(`pages.walletHistory.options.${key || "all"}`, { defaultValue: label }),
  });
  const statusLabel = t("pages.walletHistory.status", { defaultValue: "Status" });
  const accountSelect: FilterSelect = {
    name: "account",
    label: t("pages.walletHistory.account", { defaultValue: "Account" }),
    options: [
      option("", "All"),
      ...accounts.map((account) => ({ value: account.id, label: account.currency })),
    ],
  };
  const selects: Record<HistoryTab, FilterSelect[]> = {
    bets: [
      {
        name: "state",
        label: statusLabel,
        options: [option("settled", "Settled"), option("pending", "Pending")],
      },
      accountSelect,
    ],
    bonuses: [
      {
        name: "status",
        label: statusLabel,
        options: [
          option("", "All"),
          option("issued", "Issued"),
          option("active", "Active"),
          option("finished", "Finished"),
        ],
      },
    ],
    spins: [accountSelect],
    transactions: [
      {
        name: "type",
        label: t("pages.walletHistory.type", { defaultValue: "Type" }),
        options: [
          option("", "All"),
          option("deposit", "Deposit"),
          option("withdrawal", "Withdrawal"),
        ],
      },
      {
        name: "status",
        label: statusLabel,
        options: [
          option("", "All"),
          option("pending", "Pending"),
          option("success", "Successful"),
          option("failed", "Failed"),
        ],
      },
      {
        name: "currency",
        label: t("pages.walletHistory.currency", { defaultValue: "Currency" }),
        options: [
          option("", "All"),
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
          title={t("pages.walletHistory.guestTitle", {
            defaultValue: "Sign in to see your history",
          })}
          description={t("pages.walletHistory.guestDescription", {
            defaultValue: "Your bets, rounds, bonuses and transactions are listed here.",
          })}
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
    list = loading ? (
      <HistoryListSkeleton />
    ) : (
      <EmptyState
        icon={Gift}
        title={t("pages.walletHistory.empty.bonuses", { defaultValue: "No bonus history yet" })}
        description={t("pages.walletHistory.emptyText.bonuses", {
          defaultValue: "Bonuses you were given, activated, played or lost are listed here.",
        })}
      />
    );
  }

  return (
    <PageContainer>
      <PageHeading title={t("pages.walletHistory.title", { defaultValue: "History" })} />
      <TabNav
        label={t("pages.walletHistory.tabsLabel", { defaultValue: "History type" })}
        items={HISTORY_TABS.map((item) => ({
          to: `?tab=${item}`,
          label: t(`pages.walletHistory.tabs.${item}`, { defaultValue: tabLabels[item] }),
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
