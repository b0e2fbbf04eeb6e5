import { zodResolver } from "@hookform/resolvers/zod";
import { BellRing, KeyRound, Languages, Mail, Smartphone } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import {
  maskEmailAddress,
  type FieldValidation,
  type Profile,
} from "../../../../contracts/player.ts";
import { localeTag } from "../../../../contracts/locale.ts";
import { switchLocalePath } from "../../../lib/locale.ts";
import { useRootData } from "../../../lib/use-root-data.ts";
import { useKnownLocales, useLocale } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { FormError, SelectField, TextField } from "../../../ui/form-field.tsx";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";
import { usePlayer } from "../../../lib/player-state.ts";
import { Card, InfoRow, PlayerSection, StatusBadge } from "../../../ui/profile-ui.tsx";
import { useUpdateProfile } from "./profile-api.ts";
import { TwoFactorCard } from "./two-factor-card.tsx";

const saved = () => showAlert({ type: "success", title: "general.settingsSaved.title" });

/** /profile/settings/account: password, e-mail, phone and language. */
export function AccountSettingsView() {
  const { t } = useTranslation("profile");
  const { profile } = usePlayer();
  const { hrefFor } = useUrlModal();
  return (
    <PlayerSection
      id="account"
      icon={KeyRound}
      title={t("account.title")}
      guestTitle={t("settings.emptyTitle")}
      guestDescription={t("account.emptyDescription")}
    >
      {profile ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Card title={t("account.password")} description={t("account.passwordHint")}>
            <Link
              to={hrefFor("change-pass")}
              preventScrollReset
              className={buttonClass("secondary", "md")}
            >
              <KeyRound aria-hidden="true" className="size-4" />
              {t("account.changePassword")}
            </Link>
          </Card>
          <TwoFactorCard />
          <LanguageCard profile={profile} />
          <EmailCard profile={profile} />
          <Card title={t("account.phone")}>
            <dl>
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
                  <Link
                    to={hrefFor("phone")}
                    preventScrollReset
                    className={buttonClass("secondary", "sm")}
                  >
                    <Smartphone aria-hidden="true" className="size-4" />
                    {profile.phone ? t("account.changePhone") : t("info.addPhone")}
                  </Link>
                }
              />
            </dl>
          </Card>
        </div>
      ) : null}
    </PlayerSection>
  );
}

const EMAIL_RULES: FieldValidation[] = [
  { field: "email", isRequired: true, rules: [{ name: "required" }, { name: "email" }] },
];

function EmailCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  const { t: tf } = useTranslation("fields-settings");
  const { hrefFor } = useUrlModal();
  const translate = useFailureTranslator();
  const failure = useSubmitFailure();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(buildFormSchema(EMAIL_RULES, translate)), [translate]);
  const form = useForm<FormValues>({ resolver, defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({ email: String(values.email ?? "").trim() });
      setEditing(false);
      form.reset({ email: "" });
      saved();
    } catch (cause) {
      setFormError(failure(cause, ["email"], form.setError));
    }
  });

  return (
    <Card title={t("account.email")}>
      <dl>
        <InfoRow
          label={t("info.email")}
          value={profile.email ? maskEmailAddress(profile.email) : t("info.notAdded")}
          badge={
            profile.email ? (
              <StatusBadge
                ok={profile.isEmailVerified}
                label={profile.isEmailVerified ? t("info.verified") : t("info.notVerified")}
              />
            ) : null
          }
          action={
            <div className="flex gap-2">
              {profile.email && !profile.isEmailVerified ? (
                <Link
                  to={hrefFor("confirm-email")}
                  preventScrollReset
                  className={buttonClass("primary", "sm")}
                >
                  {t("info.confirmEmail")}
                </Link>
              ) : null}
              {!editing ? (
                <button
                  type="button"
                  onClick={() => setEditing(true)}
                  className={buttonClass("secondary", "sm")}
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {t("account.changeEmail")}
                </button>
              ) : null}
            </div>
          }
        />
      </dl>
      {editing ? (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-4 flex flex-col gap-3"
        >
          <FormError message={formError} />
          <TextField
            label={t("account.newEmail")}
            placeholder={tf("fields.email.placeholder")}
            type="email"
            autoComplete="email"
            inputMode="email"
            isRequired
            hint={t("account.newEmailHint")}
            error={errors.email?.message}
            {...form.register("email")}
          />
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={() => {
                setEditing(false);
                setFormError(null);
                form.reset({ email: "" });
              }}
              className={buttonClass("ghost", "md")}
            >
              {t("account.cancel")}
            </button>
            <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>
              {t("account.saveEmail")}
            </button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}

/** The language of the player's messages and of the site: saved, then this page in it. */
function LanguageCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  const data = useRootData();
  const locale = useLocale();
  const known = useKnownLocales();
  const location = useLocation();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const failure = useSubmitFailure();
  const [error, setError] = useState<string | null>(null);
  const current = profile.locale ?? locale;
  // Language names in the page's own language: "Deutsch (German)", "Deutsch (آلمانی)".
  const languageNames = new Intl.DisplayNames([localeTag(locale)], { type: "language" });

  const change = async (next: string) => {
    if (!next || next === current) return;
    setError(null);
    try {
      await update.mutateAsync({ locale: next });
      saved();
      if (next !== locale) {
        void navigate(`${switchLocalePath(location.pathname, next, known)}${location.search}`);
      }
    } catch (cause) {
      setError(failure(cause, [], () => undefined));
    }
  };

  return (
    <Card title={t("account.language")} description={t("account.languageHint")}>
      <div className="flex flex-col gap-3">
        <FormError message={error} />
        <SelectField
          label={t("account.languageLabel")}
          options={(data?.locales ?? []).map((item) => ({
            value: item.code,
            label: `${item.nativeName} (${languageNames.of(localeTag(item.code)) ?? item.name})`,
          }))}
          value={current}
          disabled={update.isPending}
          onChange={(event) => void change(event.target.value)}
        />
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <Languages aria-hidden="true" className="size-3.5" />
          {t("account.languageNow", {
            language: languageNames.of(localeTag(locale)) ?? locale,
          })}
        </p>
      </div>
    </Card>
  );
}

type PromoField = "receiveEmailPromo" | "receiveSmsPromo" | "receiveBonus";
/** The switches, each with profile `notifications.<field>` and its Hint in the catalogue. */
const PROMO_FIELDS: readonly PromoField[] = [
  "receiveEmailPromo",
  "receiveSmsPromo",
  "receiveBonus",
];

/** /profile/settings/notifications: what we may send, each switch saved at once. */
export function NotificationSettingsView() {
  const { t } = useTranslation("profile");
  const { profile } = usePlayer();
  return (
    <PlayerSection
      id="notifications"
      icon={BellRing}
      title={t("notifications.title")}
      guestTitle={t("settings.emptyTitle")}
      guestDescription={t("notifications.emptyDescription")}
    >
      {profile ? (
        <Card className="max-w-2xl">
          <ul className="divide-y divide-line">
            {PROMO_FIELDS.map((field) => (
              <PromoSwitch key={field} field={field} checked={profile[field]} />
            ))}
          </ul>
        </Card>
      ) : null}
    </PlayerSection>
  );
}

function PromoSwitch({ field, checked }: { field: PromoField; checked: boolean }) {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile();
  const failure = useSubmitFailure();
  const id = useId();
  const label = t(`notifications.${field}`);
  const hint = t(`notifications.${field}Hint`);
  const value = update.isPending && update.variables ? Boolean(update.variables[field]) : checked;

  const toggle = async () => {
    try {
      await update.mutateAsync({ [field]: !checked });
      saved();
    } catch (cause) {
      showAlert({
        type: "error",
        title: "general.somethingWentWrong.title",
        description: failure(cause, [], () => undefined) ?? undefined,
      });
    }
  };

  return (
    <li className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-semibold text-text">
          {label}
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={value}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={update.isPending}
        onClick={() => void toggle()}
        data-field={field}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none disabled:opacity-60 ${
          value ? "bg-accent" : "bg-line"
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            value ? "translate-x-6 rtl:-translate-x-6" : "translate-x-1 rtl:-translate-x-1"
          }`}
        />
      </button>
    </li>
  );
}
