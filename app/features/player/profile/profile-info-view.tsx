import { Camera, Fingerprint, Link2, Send, Unlink, UserRound } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  displayedName,
  maskEmailAddress,
  socialConnectionSchema,
  type SocialConnection,
} from "../../../../contracts/player.ts";
import { z } from "zod";
import { useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { usePlayer } from "../../../lib/player-state.ts";
import {
  currentBackRoute,
  requestSocialLink,
  SANDBOX_PROVIDER,
  useSandboxSignInAvailable,
} from "../social/social-login.ts";
import { useTelegram } from "../../../lib/telegram/use-telegram.ts";
import {
  Card,
  InfoRow,
  PlayerSection,
  StatusBadge,
  useDateFormat,
} from "../../../ui/profile-ui.tsx";
import { playerQueryKeys, useSocialConnections, useUnlinkSocial } from "./profile-api.ts";
import { reportError } from "../../../lib/error-reporting.ts";

/**
 * /profile/info: who the player is, how the account is verified and how they sign in. The
 * identity documents card belongs to the kyc feature; the route hands it in.
 */
export function ProfileInfoView({
  identityVerification,
  loyaltyLevel,
}: {
  identityVerification: ReactNode;
  /** The loyalty feature's level and progress to the next, from the route. */
  loyaltyLevel?: ReactNode;
}) {
  const { t } = useTranslation("profile");
  return (
    <PlayerSection
      id="info"
      icon={UserRound}
      title={t("info.title")}
      guestTitle={t("info.emptyTitle")}
      guestDescription={t("info.emptyDescription")}
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <IdentityCard />
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          {loyaltyLevel}
          <VerificationCard />
          {identityVerification}
          <SignInMethodsCard />
        </div>
      </div>
    </PlayerSection>
  );
}

function IdentityCard() {
  const { t } = useTranslation("profile");
  const { profile, activeAccount } = usePlayer();
  const { hrefFor } = useUrlModal();
  const { date } = useDateFormat();
  if (!profile) return null;
  const name = displayedName(profile, t("info.unknown"));
  return (
    <Card className="flex flex-col items-center text-center">
      <div className="relative">
        {profile.avatar ? (
          <img
            src={profile.avatar.url}
            alt=""
            width={112}
            height={112}
            className="size-28 rounded-full bg-raised ring-4 ring-raised"
            data-testid="profile-avatar"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-28 place-items-center rounded-full bg-accent/15 text-4xl font-bold text-accent-text ring-4 ring-raised"
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <Link
          to={hrefFor("avatars")}
          preventScrollReset
          aria-label={t("info.changeAvatar")}
          className="absolute -end-1 -bottom-1 grid size-10 place-items-center rounded-full border-4 border-surface bg-accent text-on-accent shadow transition-colors hover:bg-accent-hover"
        >
          <Camera aria-hidden="true" className="size-4.5" />
        </Link>
      </div>
      <h3 className="mt-4 text-xl font-bold break-all text-text" data-testid="profile-name">
        {name}
      </h3>
      {profile.email ? (
        <p className="mt-1 text-sm break-all text-muted">{maskEmailAddress(profile.email)}</p>
      ) : null}
      <dl className="mt-5 grid w-full grid-cols-2 gap-3 text-start">
        <div className="rounded-xl bg-raised/60 px-3 py-2.5">
          <dt className="text-xs text-muted">{t("info.memberSince")}</dt>
          <dd className="mt-0.5 text-sm font-semibold text-text">{date(profile.createdAt)}</dd>
        </div>
        <div className="rounded-xl bg-raised/60 px-3 py-2.5">
          <dt className="text-xs text-muted">{t("info.currency")}</dt>
          <dd className="mt-0.5 text-sm font-semibold text-text">
            {activeAccount?.currency ?? profile.currency ?? "—"}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function VerificationCard() {
  const { t } = useTranslation("profile");
  const { profile } = usePlayer();
  const { hrefFor } = useUrlModal();
  if (!profile) return null;
  return (
    <Card title={t("info.verification")} description={t("info.verificationHint")}>
      <dl>
        <InfoRow
          label={t("info.email")}
          value={profile.email ? maskEmailAddress(profile.email) : t("info.notAdded")}
          badge={
            profile.email ? (
              <span data-testid="email-status">
                <StatusBadge
                  ok={profile.isEmailVerified}
                  label={profile.isEmailVerified ? t("info.verified") : t("info.notVerified")}
                />
              </span>
            ) : null
          }
          action={
            profile.email && !profile.isEmailVerified ? (
              <Link
                to={hrefFor("confirm-email")}
                preventScrollReset
                className={buttonClass("primary", "sm")}
              >
                {t("info.confirmEmail")}
              </Link>
            ) : null
          }
        />
        <InfoRow
          label={t("info.phone")}
          value={profile.phone ?? t("info.notAdded")}
          badge={
            profile.phone ? (
              <StatusBadge
                ok={profile.isPhoneVerified}
                label={profile.isPhoneVerified ? t("info.verified") : t("info.notVerified")}
              />
            ) : null
          }
          action={
            !profile.phone || !profile.isPhoneVerified ? (
              <Link
                to={hrefFor("phone")}
                preventScrollReset
                className={buttonClass("secondary", "sm")}
              >
                {profile.phone ? t("info.verifyPhone") : t("info.addPhone")}
              </Link>
            ) : null
          }
        />
      </dl>
    </Card>
  );
}

const PROVIDER_NAMES: Record<string, string> = { sandbox: "Sandbox ID", telegram: "Telegram" };
const providerName = (provider: string) =>
  PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);

function SignInMethodsCard() {
  const { t } = useTranslation("profile");
  const connections = useSocialConnections();
  const unlink = useUnlinkSocial();
  const sandboxAvailable = useSandboxSignInAvailable();
  const queryClient = useQueryClient();
  const { date } = useDateFormat();
  const [busy, setBusy] = useState<string | null>(null);
  const list = connections.data ?? [];
  const telegram = list.find((connection) => connection.provider === "telegram");
  const others = list.filter((connection) => connection.provider !== "telegram");
  const hasSandbox = others.some((connection) => connection.provider === SANDBOX_PROVIDER);
  const initData = useTelegram()?.initDataRaw ?? null;

  const failed = (error: unknown) =>
    showAlert({
      type: "error",
      title: "general.somethingWentWrong.title",
      ...(isApiError(error) && error.status >= 400 && error.status < 500
        ? { description: error.message }
        : {}),
    });

  const remove = async (connection: SocialConnection) => {
    setBusy(connection.provider);
    try {
      await unlink.mutateAsync(connection.provider);
      showAlert({ type: "success", title: "general.socialUnlinked.title" });
    } catch (error) {
      reportError(error, "unlink");
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const connectSandbox = async () => {
    setBusy(SANDBOX_PROVIDER);
    try {
      window.location.assign(await requestSocialLink(SANDBOX_PROVIDER, currentBackRoute()));
    } catch (error) {
      setBusy(null);
      failed(error);
    }
  };

  const connectTelegram = async () => {
    if (!initData) return;
    setBusy("telegram");
    try {
      const { data } = await apiClient.request("POST", "/api/player/social-connections/telegram", {
        body: { initData },
        schema: z.array(socialConnectionSchema),
      });
      queryClient.setQueryData(playerQueryKeys.socialConnections, data);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t("info.signInMethods")} description={t("info.signInMethodsHint")}>
      {connections.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-12 w-full rounded-xl" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="social-connections">
          {others.map((connection) => (
            <li
              key={connection.provider}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-line px-3.5 py-3"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-raised text-accent-text">
                <Fingerprint aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-text">
                  {providerName(connection.provider)}
                </p>
                <p className="truncate text-xs text-muted">
                  {[connection.email ?? connection.name, date(connection.createdAt)]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <button
                type="button"
                onClick={() => void remove(connection)}
                disabled={busy !== null}
                className={buttonClass("ghost", "sm")}
                aria-label={t("info.unlinkNamed", {
                  name: providerName(connection.provider),
                })}
              >
                <Unlink aria-hidden="true" className="size-4" />
                {t("info.unlink")}
              </button>
            </li>
          ))}
          <li className="flex flex-wrap items-center gap-3 rounded-xl border border-line px-3.5 py-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-sky-500/15 text-sky-500">
              <Send aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-text">Telegram</p>
              <p className="truncate text-xs text-muted" data-testid="telegram-status">
                {telegram
                  ? t("info.telegramLinked", {
                      name: telegram.name ? `@${telegram.name}` : "",
                    })
                  : t("info.telegramNotLinked")}
              </p>
            </div>
            {telegram ? (
              <button
                type="button"
                onClick={() => void remove(telegram)}
                disabled={busy !== null}
                className={buttonClass("ghost", "sm")}
              >
                <Unlink aria-hidden="true" className="size-4" />
                {t("info.unlink")}
              </button>
            ) : initData ? (
              <button
                type="button"
                onClick={() => void connectTelegram()}
                disabled={busy !== null}
                className={buttonClass("secondary", "sm")}
              >
                <Link2 aria-hidden="true" className="size-4" />
                {t("info.connect")}
              </button>
            ) : null}
          </li>
          {sandboxAvailable && !hasSandbox ? (
            <li>
              <button
                type="button"
                onClick={() => void connectSandbox()}
                disabled={busy !== null}
                className={buttonClass("secondary", "md", "w-full")}
              >
                <Link2 aria-hidden="true" className="size-4" />
                {t("info.connectSandbox")}
              </button>
            </li>
          ) : null}
        </ul>
      )}
    </Card>
  );
}
