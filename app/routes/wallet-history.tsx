import { CircleDollarSign, Gift, ReceiptText, RotateCw, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { EmptyState } from "../ui/empty-state.tsx";
import { FilterPanel, type FilterSelect } from "../ui/filter-panel.tsx";
import { PageContainer, PageHeading } from "../ui/page-heading.tsx";
import { ListSkeleton, LoadingRegion } from "../ui/skeleton.tsx";
import { TabNav } from "../ui/tab-nav.tsx";
import { usePlayer } from "../features/player/session/session-provider.tsx";
import { TransactionsList } from "../features/payment/transactions-list.tsx";

const HISTORY_TABS = ["bets", "bonuses", "spins", "transactions"] as const;
type HistoryTab = (typeof HISTORY_TABS)[number];

function isHistoryTab(value: string | null): value is HistoryTab {
  return value !== null && (HISTORY_TABS as readonly string[]).includes(value);
}

const tabText: Record<
  HistoryTab,
  { label: string; empty: string; description: string; icon: LucideIcon }
> = {
  bets: {
    label: "Bets",
    empty: "No bets yet",
    description:
      "Every bet you place in the casino and the sportsbook is listed here with its result.",
    icon: CircleDollarSign,
  },
  bonuses: {
    label: "Bonuses",
    empty: "No bonus history yet",
    description: "Bonuses you were given, activated, played or lost are listed here.",
    icon: Gift,
  },
  spins: {
    label: "Spins",
    empty: "No free spins yet",
    description: "Free spins you received and how they ended are listed here.",
    icon: RotateCw,
  },
  transactions: {
    label: "Transactions",
    empty: "No transactions yet",
    description: "Your deposits and withdrawals and their status are listed here.",
    icon: ReceiptText,
  },
};

/** Loading placeholder of one history tab, shown while its list is being fetched. */
function HistoryListSkeleton() {
  return (
    <LoadingRegion>
      <ListSkeleton rows={6} />
    </LoadingRegion>
  );
}

export default function WalletHistoryPage() {
  const { t } = useTranslation("layout");
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const requested = searchParams.get("tab");
  const tab: HistoryTab = isHistoryTab(requested) ? requested : "bets";
  const text = tabText[tab];
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const { accounts } = usePlayer();

  const option = (key: string, label: string) => ({
    value: key,
    label: t(`pages.walletHistory.options.${key || "all"}`, { defaultValue: label }),
  });
  const statusLabel = t("pages.walletHistory.status", { defaultValue: "Status" });
  const selects: Record<HistoryTab, FilterSelect[]> = {
    bets: [
      {
        name: "status",
        label: statusLabel,
        options: [
          option("", "All"),
          option("pending", "Pending"),
          option("won", "Won"),
          option("lost", "Lost"),
          option("refunded", "Refunded"),
        ],
      },
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
    spins: [
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

  return (
    <PageContainer>
      <PageHeading title={t("pages.walletHistory.title", { defaultValue: "History" })} />
      <TabNav
        label={t("pages.walletHistory.tabsLabel", { defaultValue: "History type" })}
        items={HISTORY_TABS.map((item) => ({
          to: `?tab=${item}`,
          label: t(`pages.walletHistory.tabs.${item}`, { defaultValue: tabText[item].label }),
          current: item === tab,
        }))}
      />
      <FilterPanel key={tab} selects={selects[tab]} keep={["tab"]} />
      {tab === "transactions" ? (
        <TransactionsList />
      ) : loading ? (
        <HistoryListSkeleton />
      ) : (
        <EmptyState
          icon={text.icon}
          title={t(`pages.walletHistory.empty.${tab}`, { defaultValue: text.empty })}
          description={t(`pages.walletHistory.emptyText.${tab}`, {
            defaultValue: text.description,
          })}
        />
      )}
    </PageContainer>
  );
}
