import {
  ArrowRight,
  Dices,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Trophy,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSessionState } from "../lib/session-state.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { HomeLobby } from "../features/game/lobby/home-lobby.tsx";
import { buttonClass } from "../ui/button-styles.ts";
import { PageContainer } from "../ui/page-heading.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.home"] };

/** A signed-in player's quests: their code loads with a session, never for a guest. */
const QuestsSection = lazy(() => import("../features/quest/player-quests-section.tsx"));

export default function HomePage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const isPlayer = useSessionState().status === "player";
  const title = t("pages.home.heroTitle");

  return (
    <PageContainer className="space-y-6 sm:space-y-8">
      <title>{`Sevens · ${t("pages.home.documentTitle")}`}</title>
      {/* A short banner: the games start on the first screen, on a phone too (issue 11). */}
      <section
        aria-labelledby="hero-title"
        className="relative isolate overflow-hidden rounded-3xl border border-line bg-surface px-5 py-5 sm:px-8 sm:py-7"
      >
        <div
          aria-hidden="true"
          className="absolute -top-24 -end-24 -z-10 size-72 rounded-full bg-accent/30 blur-3xl dark:bg-accent/40"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 start-1/3 -z-10 size-64 rounded-full bg-win/20 blur-3xl"
        />
        <div className="flex items-center gap-6">
          <div className="min-w-0 flex-1">
            <p className="mb-2 hidden items-center gap-2 rounded-full border border-line bg-raised/70 px-3 py-1 text-xs font-semibold text-accent-text sm:inline-flex">
              <Sparkles aria-hidden="true" className="size-3.5" />
              {t("pages.home.eyebrow")}
            </p>
            <h1
              id="hero-title"
              className="max-w-2xl text-2xl font-black tracking-tight text-balance text-text sm:text-4xl"
            >
              {title}
            </h1>
            <p className="mt-2 max-w-xl text-sm text-muted sm:text-base">
              {t("pages.home.heroText")}
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              {isPlayer ? (
                <Link to="?wallet=deposit" className={buttonClass("win", "md")}>
                  {t("header.deposit")}
                </Link>
              ) : (
                <Link to="?sign-up=true" className={buttonClass("win", "md")}>
                  {t("pages.home.signUpCta")}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </Link>
              )}
              <Link to={localize("/games")} className={buttonClass("secondary", "md")}>
                {t("pages.home.exploreGames")}
              </Link>
              <ul className="hidden flex-wrap gap-x-5 gap-y-1 text-sm text-muted lg:flex">
                <Perk icon={Wallet} text={t("pages.home.perkPayouts")} />
                <Perk icon={ShieldCheck} text={t("pages.home.perkFair")} />
                <Perk icon={SlidersHorizontal} text={t("pages.home.perkBonuses")} />
              </ul>
            </div>
          </div>
          <img
            src="/hero-cards.svg"
            alt=""
            width={420}
            height={340}
            className="pointer-events-none hidden h-40 w-auto xl:block"
          />
        </div>
      </section>

      <HomeLobby />

      {isPlayer ? (
        <Suspense fallback={null}>
          <QuestsSection />
        </Suspense>
      ) : null}

      <section aria-labelledby="home-sections" className="grid gap-4 sm:grid-cols-2">
        <h2 id="home-sections" className="sr-only">
          {t("pages.home.sectionsTitle")}
        </h2>
        <EntryCard
          to={localize("/games")}
          icon={Dices}
          tone="accent"
          title={t("pages.home.casinoTitle")}
          text={t("pages.home.casinoText")}
          cta={t("pages.home.casinoCta")}
        />
        <EntryCard
          to={localize("/sport")}
          icon={Trophy}
          tone="win"
          title={t("pages.home.sportTitle")}
          text={t("pages.home.sportText")}
          cta={t("pages.home.sportCta")}
        />
      </section>
    </PageContainer>
  );
}

function Perk({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <li className="inline-flex items-center gap-2">
      <Icon aria-hidden="true" className="size-4 text-win-text" />
      {text}
    </li>
  );
}

function EntryCard({
  to,
  icon: Icon,
  tone,
  title,
  text,
  cta,
}: {
  to: string;
  icon: LucideIcon;
  tone: "accent" | "win";
  title: string;
  text: string;
  cta: string;
}) {
  const glow = tone === "accent" ? "from-accent/25" : "from-win/20";
  const iconTone = tone === "accent" ? "bg-accent text-on-accent" : "bg-win text-on-win";
  return (
    <Link
      to={to}
      className={`group relative isolate flex flex-col overflow-hidden rounded-3xl border border-line bg-gradient-to-br ${glow} to-surface to-60% p-6 transition-colors hover:border-accent/60 sm:p-8`}
    >
      <span className={`mb-6 grid size-12 place-items-center rounded-2xl ${iconTone} shadow-lg`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-xl font-bold text-text">{title}</h3>
      <p className="mt-2 text-sm text-muted">{text}</p>
      <span className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text">
        {cta}
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
        />
      </span>
    </Link>
  );
}
