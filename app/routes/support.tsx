import {
  ArrowRight,
  Dices,
  IdCard,
  LifeBuoy,
  MessageCircle,
  ShieldHalf,
  UserRound,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { PageContainer, PageHeading } from "../ui/page-heading.tsx";

interface Topic {
  key: string;
  icon: LucideIcon;
  title: string;
  text: string;
  /** Where the answer lives today: a page of Sevens that does the thing. */
  to: string;
  cta: string;
}

const TOPICS: readonly Topic[] = [
  {
    key: "account",
    icon: UserRound,
    title: "Your account",
    text: "Change your details, password and two-factor sign-in, and sign out devices you don't use.",
    to: "/profile/personal",
    cta: "Open your profile",
  },
  {
    key: "payments",
    icon: Wallet,
    title: "Deposits and withdrawals",
    text: "Every deposit and withdrawal with its status is in your wallet history; cancel a pending one there.",
    to: "/wallet/history",
    cta: "See your wallet history",
  },
  {
    key: "verification",
    icon: IdCard,
    title: "Identity verification",
    text: "Larger withdrawals need a verified identity. Verify online or upload a document for review.",
    to: "/profile/info",
    cta: "Verify your identity",
  },
  {
    key: "fairness",
    icon: Dices,
    title: "Games and fairness",
    text: "Every round of our own games is provably fair: check any round with its seeds.",
    to: "/house/verify",
    cta: "Verify a round",
  },
  {
    key: "limits",
    icon: ShieldHalf,
    title: "Responsible gaming",
    text: "Set deposit, bet and loss limits, take a break or exclude yourself, and choose reality checks.",
    to: "/profile/limits",
    cta: "Set your limits",
  },
];

/**
 * /support: the help topics, each leading to the page that settles it. The live chat is not
 * there yet, and the page says so instead of showing a button that does nothing.
 */
export default function SupportPage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <PageContainer className="space-y-6">
      <PageHeading
        eyebrow={<LifeBuoy aria-hidden="true" className="inline size-4" />}
        title={t("pages.support.title", { defaultValue: "Support" })}
        description={t("pages.support.intro", {
          defaultValue: "Most questions are settled on the page they are about. Pick a topic.",
        })}
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="support-topics">
        {TOPICS.map((topic) => (
          <li key={topic.key}>
            <Link
              to={topic.to.startsWith("/house/") ? topic.to : localize(topic.to)}
              className="group flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-accent/60"
            >
              <topic.icon aria-hidden="true" className="size-6 text-accent-text" />
              <span className="font-semibold text-text">
                {t(`pages.support.topics.${topic.key}.title`, { defaultValue: topic.title })}
              </span>
              <span className="text-sm text-muted">
                {t(`pages.support.topics.${topic.key}.text`, { defaultValue: topic.text })}
              </span>
              <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-accent-text">
                {t(`pages.support.topics.${topic.key}.cta`, { defaultValue: topic.cta })}
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="support-chat"
        className="flex items-start gap-3 rounded-2xl border border-dashed border-line p-5"
      >
        <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <h2 id="support-chat" className="font-semibold text-text">
            {t("pages.support.chatTitle", { defaultValue: "Live chat" })}
          </h2>
          <p className="text-sm text-muted">
            {t("pages.support.chatText", {
              defaultValue:
                "A live chat with our team is not available yet. Until it is, the topics above lead to where each question is settled.",
            })}
          </p>
        </div>
      </section>
    </PageContainer>
  );
}
