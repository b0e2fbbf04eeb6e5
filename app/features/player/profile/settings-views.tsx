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
import { switchLocalePath } from "../../../lib/locale.ts";
import { useRootData } from "../../../lib/use-root-data.ts";
import { useKnownLocales, useLocale } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../alerts/use-alerts.ts";
import { useUrlModal } from "../../modals/use-url-modal.ts";
import { FormError, SelectField, TextField } from "../forms/form-field.tsx";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";
import { usePlayer } from "../session/session-provider.tsx";
import { Card, InfoRow, PlayerSection, StatusBadge } from "./profile-ui.tsx";
import { useUpdateProfile } from "./profile-api.ts";
import { TwoFactorCard } from "./two-factor-card.tsx";

const saved = () =>
  showAlert({ type: "success", title: "general.settingsSaved.title", titleDefault: "Saved" });

/** /profile/settings/account: password, e-mail, phone and language. */
export function AccountSettingsView() {
  const { t } = useTranslation("layout");
  const { profile } = usePlayer();
  const { hrefFor } = useUrlModal();
  return (
    <PlayerSection
      id="account"
      icon={KeyRound}
      title={t("pages.profile.account.title", { defaultValue: "Account" })}
      guestTitle={t("pages.profile.settings.emptyTitle", {
        defaultValue: "Sign in to change your settings",
      })}
      guestDescription={t("pages.profile.account.emptyDescription", {
        defaultValue: "Your password, e-mail address and phone number are managed here.",
      })}
    >
      {profile ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Card
            title={t("pages.profile.account.password", { defaultValue: "Password" })}
            description={t("pages.profile.account.passwordHint", {
              defaultValue: "Changing it signs out your other devices.",
            })}
          >
            <Link
              to={hrefFor("change-pass")}
              preventScrollReset
              className={buttonClass("secondary", "md")}
            >
              <KeyRound aria-hidden="true" className="size-4" />
              {t("pages.profile.account.changePassword", { defaultValue: "Change password" })}
            </Link>
          </Card>
          <TwoFactorCard />
          <LanguageCard profile={profile} />
          <EmailCard profile={profile} />
          <Card title={t("pages.profile.account.phone", { defaultValue: "Phone number" })}>
            <dl>
              <InfoRow
                label={t("pages.profile.info.phone", { defaultValue: "Phone" })}
                value={
                  profile.phone ?? t("pages.profile.info.notAdded", { defaultValue: "Not added" })
                }
                badge={
                  profile.phone ? (
                    <StatusBadge
                      ok={profile.isPhoneVerified}
                      label={
                        profile.isPhoneVerified
                          ? t("pages.profile.info.verified", { defaultValue: "Verified" })
                          : t("pages.profile.info.notVerified", { defaultValue: "Not confirmed" })
                      }
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
                    {profile.phone
                      ? t("pages.profile.account.changePhone", { defaultValue: "Change" })
                      : t("pages.profile.info.addPhone", { defaultValue: "Add phone" })}
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
  const { t } = useTranslation("layout");
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
    <Card title={t("pages.profile.account.email", { defaultValue: "E-mail address" })}>
      <dl>
        <InfoRow
          label={t("pages.profile.info.email", { defaultValue: "E-mail" })}
          value={
            profile.email
              ? maskEmailAddress(profile.email)
              : t("pages.profile.info.notAdded", { defaultValue: "Not added" })
          }
          badge={
            profile.email ? (
              <StatusBadge
                ok={profile.isEmailVerified}
                label={
                  profile.isEmailVerified
                    ? t("pages.profile.info.verified", { defaultValue: "Verified" })
                    : t("pages.profile.info.notVerified", { defaultValue: "Not confirmed" })
                }
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
                  {t("pages.profile.info.confirmEmail", { defaultValue: "Confirm e-mail" })}
                </Link>
              ) : null}
              {!editing ? (
                <button
                  type="button"
                  onClick={() => setEditing(true)}
                  className={buttonClass("secondary", "sm")}
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {t("pages.profile.account.changeEmail", { defaultValue: "Change" })}
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
            label={t("pages.profile.account.newEmail", { defaultValue: "New e-mail address" })}
            placeholder={tf("fields.email.placeholder", { defaultValue: "you@example.com" })}
            type="email"
            autoComplete="email"
            inputMode="email"
            isRequired
            hint={t("pages.profile.account.newEmailHint", {
              defaultValue: "You will need to confirm the new address.",
            })}
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
              {t("pages.profile.account.cancel", { defaultValue: "Cancel" })}
            </button>
            <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>
              {t("pages.profile.account.saveEmail", { defaultValue: "Save e-mail" })}
            </button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}

/** The language of the player's messages and of the site: saved, then this page in it. */
function LanguageCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation("layout");
  const data = useRootData();
  const locale = useLocale();
  const known = useKnownLocales();
  const location = useLocation();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const failure = useSubmitFailure();
  const [error, setError] = useState<string | null>(null);
  const current = profile.locale ?? locale;

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
    <Card
      title={t("pages.profile.account.language", { defaultValue: "Language" })}
      description={t("pages.profile.account.languageHint", {
        defaultValue: "Used for the site and for the e-mails we send you.",
      })}
    >
      <div className="flex flex-col gap-3">
        <FormError message={error} />
        <SelectField
          label={t("pages.profile.account.languageLabel", { defaultValue: "Preferred language" })}
          options={(data?.locales ?? []).map((item) => ({
            value: item.code,
            label: `${item.nativeName} (${item.name})`,
          }))}
          value={current}
          disabled={update.isPending}
          onChange={(event) => void change(event.target.value)}
        />
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <Languages aria-hidden="true" className="size-3.5" />
          {t("pages.profile.account.languageNow", {
            code: locale.toUpperCase(),
            defaultValue: "This page is shown in {{code}}.",
          })}
        </p>
      </div>
    </Card>
  );
}

type PromoField = "receiveEmailPromo" | "receiveSmsPromo" | "receiveBonus";
const PROMO_FIELDS: readonly { field: PromoField; label: string; hint: string }[] = [
  {
    field: "receiveEmailPromo",
    label: "Promotions by e-mail",
    hint: "News, tournaments and offers in your inbox.",
  },
  {
    field: "receiveSmsPromo",
    label: "Promotions by SMS",
    hint: "Short offers to your phone number.",
  },
  {
    field: "receiveBonus",
    label: "Bonus offers",
    hint: "Take part in bonus campaigns and receive bonus codes.",
  },
];

/** /profile/settings/notifications: what we may send, each switch saved at once. */
export function NotificationSettingsView() {
  const { t } = useTranslation("layout");
  const { profile } = usePlayer();
  return (
    <PlayerSection
      id="notifications"
      icon={BellRing}
      title={t("pages.profile.notifications.title", { defaultValue: "Notifications" })}
      guestTitle={t("pages.profile.settings.emptyTitle", {
        defaultValue: "Sign in to change your settings",
      })}
      guestDescription={t("pages.profile.notifications.emptyDescription", {
        defaultValue: "Choose which e-mails, messages and push notifications you receive.",
      })}
    >
      {profile ? (
        <Card className="max-w-2xl">
          <ul className="divide-y divide-line">
            {PROMO_FIELDS.map((item) => (
              <PromoSwitch key={item.field} item={item} checked={profile[item.field]} />
            ))}
          </ul>
        </Card>
      ) : null}
    </PlayerSection>
  );
}

function PromoSwitch({ item, checked }: { item: (typeof PROMO_FIELDS)[number]; checked: boolean }) {
  const { t } = useTranslation("layout");
  const update = useUpdateProfile();
  const failure = useSubmitFailure();
  const id = useId();
  const label = t(`pages.profile.notifications.${item.field}`, { defaultValue: item.label });
  const hint = t(`pages.profile.notifications.${item.field}Hint`, { defaultValue: item.hint });
  const value =
    update.isPending && update.variables ? Boolean(update.variables[item.field]) : checked;

  const toggle = async () => {
    try {
      await update.mutateAsync({ [item.field]: !checked });
      saved();
    } catch (cause) {
      showAlert({
        type: "error",
        title: "general.somethingWentWrong.title",
        titleDefault: "Something went wrong",
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
        data-field={item.field}
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
