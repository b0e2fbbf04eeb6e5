import {
  ArrowRight,
  CircleHelp,
  Dices,
  IdCard,
  LifeBuoy,
  Mail,
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
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.support"] };

interface Topic {
  key: string;
  icon: LucideIcon;
  /** Where the answer lives today: a page of Sevens that does the thing. */
  to: string;
}

const TOPICS: readonly Topic[] = [
  {
    key: "account",
    icon: UserRound,
    to: "/profile/personal",
  },
  {
    key: "payments",
    icon: Wallet,
    to: "/wallet/history",
  },
  {
    key: "verification",
    icon: IdCard,
    to: "/profile/info",
  },
  {
    key: "fairness",
    icon: Dices,
    to: "/house/verify",
  },
  {
    key: "limits",
    icon: ShieldHalf,
    to: "/profile/limits",
  },
];

/** Where to go when a topic page does not settle it. */
const HELP_CHANNELS: readonly Topic[] = [
  {
    key: "faq",
    icon: CircleHelp,
    to: "/questions",
  },
  {
    key: "contact",
    icon: Mail,
    to: "/contact",
  },
];

/**
 * /support: the help topics, each leading to the page that settles it, then the FAQ and the
 * contact form. The live chat is not there yet, and the page says so instead of showing a button
 * that does nothing.
 */
export default function SupportPage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <PageContainer className="space-y-6">
      <PageHeading
        eyebrow={<LifeBuoy aria-hidden="true" className="inline size-4" />}
        title={t("pages.support.title")}
        description={t("pages.support.intro")}
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
                {t(`pages.support.topics.${topic.key}.title`)}
              </span>
              <span className="text-sm text-muted">
                {t(`pages.support.topics.${topic.key}.text`)}
              </span>
              <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-accent-text">
                {t(`pages.support.topics.${topic.key}.cta`)}
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="support-more" className="space-y-3">
        <h2 id="support-more" className="text-lg font-semibold text-text">
          {t("pages.support.moreTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="support-channels">
          {HELP_CHANNELS.map((channel) => (
            <li key={channel.key}>
              <Link
                to={localize(channel.to)}
                className="group flex h-full items-start gap-4 rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-accent/60"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent text-on-accent">
                  <channel.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold text-text">
                    {t(`pages.support.channels.${channel.key}.title`)}
                  </span>
                  <span className="text-sm text-muted">
                    {t(`pages.support.channels.${channel.key}.text`)}
                  </span>
                  <span className="inline-flex items-center gap-1.5 pt-1 text-sm font-semibold text-accent-text">
                    {t(`pages.support.channels.${channel.key}.cta`)}
                    <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="support-chat"
        className="flex items-start gap-3 rounded-2xl border border-dashed border-line p-5"
      >
        <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <h2 id="support-chat" className="font-semibold text-text">
            {t("pages.support.chatTitle")}
          </h2>
          <p className="text-sm text-muted">{t("pages.support.chatText")}</p>
        </div>
      </section>
    </PageContainer>
  );
}
