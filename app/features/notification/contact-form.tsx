import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Send } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  CONTACT_LIMITS,
  contactResponse,
  createContactSchema,
  type ContactForm as ContactValues,
} from "../../../contracts/notification.ts";
import { isApiError } from "../../lib/api-client.ts";
import { apiClient } from "../../lib/api.ts";
import { usePlayerState } from "../../lib/player-state.ts";
import { useLocale, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { FormError, TextAreaField, TextField } from "../../ui/form-field.tsx";

const FIELDS = ["name", "email", "subject", "message"] as const;
const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };

/**
 * The contact form (POST /api/notification/communications). A signed-in player finds their name
 * and e-mail filled in; after sending, the form gives way to what happens next.
 */
export function ContactForm() {
  const { t } = useTranslation("help");
  const locale = useLocale();
  const localize = useLocalizedPath();
  const { profile } = usePlayerState();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      createContactSchema({
        required: t("contact.errors.required"),
        email: t("contact.errors.email"),
        min: (min) => t("contact.errors.min", { min }),
        max: (max) => t("contact.errors.max", { max }),
      }),
    [t],
  );
  const form = useForm<ContactValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting, dirtyFields } = form.formState;

  // The profile arrives after hydration: fill in what the player has not typed themselves.
  useEffect(() => {
    if (!profile) return;
    const name =
      [profile.firstName, profile.lastName].filter(Boolean).join(" ") || profile.nickname;
    if (name && !dirtyFields.name) form.setValue("name", name);
    if (profile.email && !dirtyFields.email) form.setValue("email", profile.email);
    // Only when the profile changes: typing must not bring the profile's values back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apiClient.request("POST", "/api/notification/communications", {
        body: { ...values, locale },
        schema: contactResponse.shape.data,
      });
      setSentTo(values.email);
      form.reset({ ...EMPTY, name: values.name, email: values.email });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
        for (const field of FIELDS) {
          const message = error.fields[field]?.[0];
          if (message) form.setError(field, { message }, { shouldFocus: true });
        }
        return;
      }
      setFormError(isApiError(error) && error.status === 429 ? error.message : t("contact.failed"));
    }
  });

  if (sentTo) {
    return (
      <section
        aria-labelledby="contact-sent"
        role="status"
        className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-6"
        data-testid="contact-sent"
      >
        <CircleCheck aria-hidden="true" className="size-8 text-win-text" />
        <h2 id="contact-sent" className="text-lg font-semibold text-text">
          {t("contact.sentTitle")}
        </h2>
        <p className="text-sm text-muted">{t("contact.sentText", { email: sentTo })}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => setSentTo(null)}
          >
            {t("contact.another")}
          </button>
          <Link to={localize("/questions")} className={buttonClass("ghost")}>
            {t("contact.readFaq")}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-lg font-semibold text-text">
        {t("contact.formTitle")}
      </h2>
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("contact.name")}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name.max}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField
          label={t("contact.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
      </div>
      <TextField
        label={t("contact.subject")}
        maxLength={CONTACT_LIMITS.subject.max}
        placeholder={t("contact.subjectPlaceholder")}
        error={errors.subject?.message}
        {...form.register("subject")}
      />
      <TextAreaField
        label={t("contact.message")}
        maxLength={CONTACT_LIMITS.message.max}
        hint={t("contact.messageHint")}
        error={errors.message?.message}
        {...form.register("message")}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("primary", "lg", "w-full sm:w-auto sm:self-start")}
      >
        <Send aria-hidden="true" className="size-5" />
        {isSubmitting ? t("contact.sending") : t("contact.send")}
      </button>
    </form>
  );
}
