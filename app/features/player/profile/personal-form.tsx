import { zodResolver } from "@hookform/resolvers/zod";
import { IdCard, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldValidation, Profile, ProfileUpdate } from "../../../../contracts/player.ts";
import type { Country } from "../../../../contracts/settings.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../alerts/use-alerts.ts";
import {
  ComboboxField,
  FormError,
  normalizeSearch,
  SelectField,
  TextField,
  type ComboboxOption,
} from "../forms/form-field.tsx";
import { useFieldValidations } from "../forms/form-queries.ts";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";
import { usePlayer } from "../session/session-provider.tsx";
import { Card, PlayerSection, SectionSkeleton } from "./profile-ui.tsx";
import {
  useAllCountries,
  useTimeZones,
  useUpdateProfile,
  type TimeZoneOption,
} from "./profile-api.ts";

/** The personal details the form edits, in the order shown. */
export const PERSONAL_FIELDS = [
  "firstName",
  "lastName",
  "nickname",
  "birthdate",
  "gender",
  "nationality",
  "country",
  "city",
  "address",
  "additionalAddress",
  "postalCode",
  "timeZone",
] as const satisfies readonly (keyof ProfileUpdate & keyof Profile)[];
type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** The form's values from a profile: text everywhere, "" for nothing. */
export function personalValues(profile: Profile): FormValues {
  const values: FormValues = {};
  for (const field of PERSONAL_FIELDS) values[field] = profile[field] ?? "";
  return values;
}

/**
 * The PUT body: only the fields the player changed, "" sent as null (clears the field). Pure,
 * so what a save sends is testable.
 */
export function personalUpdate(
  values: FormValues,
  dirty: Partial<Record<string, boolean | undefined>>,
): ProfileUpdate {
  const update: Record<string, string | null> = {};
  for (const field of PERSONAL_FIELDS) {
    if (!dirty[field]) continue;
    const value = typeof values[field] === "string" ? values[field].trim() : "";
    update[field] = value === "" ? null : value;
  }
  return update;
}

/** The profile scenario's rules for the personal fields; a field without rules is free text. */
export function personalRules(validations: readonly FieldValidation[]): FieldValidation[] {
  const byField = new Map(validations.map((validation) => [validation.field, validation]));
  return PERSONAL_FIELDS.map(
    (field) => byField.get(field) ?? { field, isRequired: false, rules: [] },
  );
}

const matchesLabel = (option: ComboboxOption, query: string) =>
  normalizeSearch(option.label).includes(query);

/** /profile/personal: the details form from the server's `profile` rules. */
export function PersonalDetailsView() {
  const { t } = useTranslation("layout");
  return (
    <PlayerSection
      id="personal"
      icon={IdCard}
      title={t("pages.profile.personal.title", { defaultValue: "Personal details" })}
      guestTitle={t("pages.profile.personal.guestTitle", {
        defaultValue: "Sign in to see your personal details",
      })}
      guestDescription={t("pages.profile.personal.emptyDescription", {
        defaultValue: "Your name, date of birth, address and identity documents are shown here.",
      })}
    >
      <PersonalFormLoader />
    </PlayerSection>
  );
}

function PersonalFormLoader() {
  const { t } = useTranslation("modals");
  const { profile } = usePlayer();
  const validations = useFieldValidations("profile");
  // Lists load first, so the selects show the saved values from the start.
  const countries = useAllCountries();
  const timeZones = useTimeZones();
  if (validations.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormError
          message={t("sign-up.loadError", {
            defaultValue: "The form could not be loaded. Please try again.",
          })}
        />
        <button
          type="button"
          onClick={() => void validations.refetch()}
          className={buttonClass("secondary", "md")}
        >
          {t("sign-up.retry", { defaultValue: "Try again" })}
        </button>
      </div>
    );
  }
  if (!validations.data || !profile || countries.isPending || timeZones.isPending) {
    return <SectionSkeleton />;
  }
  return (
    <PersonalForm
      profile={profile}
      rules={personalRules(validations.data)}
      countries={countries.data ?? []}
      timeZones={timeZones.data ?? []}
    />
  );
}

function PersonalForm({
  profile,
  rules,
  countries,
  timeZones,
}: {
  profile: Profile;
  rules: FieldValidation[];
  countries: readonly Country[];
  timeZones: readonly TimeZoneOption[];
}) {
  const { t } = useTranslation("layout");
  const { t: tf } = useTranslation("fields-settings");
  const { t: tm } = useTranslation("modals");
  const translate = useFailureTranslator();
  const failure = useSubmitFailure();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(
    () => zodResolver(buildFormSchema(rules, translate)),
    [rules, translate],
  );
  const form = useForm<FormValues>({
    resolver,
    defaultValues: personalValues(profile),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting, isDirty, dirtyFields } = form.formState;
  const required = useMemo(
    () => new Set(rules.filter((rule) => rule.isRequired).map((rule) => rule.field)),
    [rules],
  );
  const countryOptions = useMemo<ComboboxOption[]>(
    () =>
      countries.map((country) => ({
        value: country.code,
        label: country.name,
        detail: country.code,
      })),
    [countries],
  );
  const timeZoneOptions = useMemo(
    () => timeZones.map((zone) => ({ value: zone.id, label: zone.name })),
    [timeZones],
  );

  const label = (field: PersonalField, fallback: string) =>
    tf(`fields.${field}.label`, { defaultValue: fallback });
  const error = (field: PersonalField) => errors[field]?.message;
  const text = (field: PersonalField, fallback: string, extra: { autoComplete?: string } = {}) => (
    <TextField
      label={label(field, fallback)}
      isRequired={required.has(field)}
      error={error(field)}
      autoComplete={extra.autoComplete}
      {...form.register(field)}
    />
  );
  const country = (field: "country" | "nationality", fallback: string) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <ComboboxField
          label={label(field, fallback)}
          name={control.name}
          ref={control.ref}
          value={typeof control.value === "string" ? control.value : ""}
          onChange={control.onChange}
          onBlur={control.onBlur}
          options={countryOptions}
          matches={matchesLabel}
          placeholder={tf("fields.country.placeholder", { defaultValue: "Search by name" })}
          isRequired={required.has(field)}
          error={error(field)}
          emptyText={tm("sign-up.noMatches", { defaultValue: "Nothing matches your search" })}
        />
      )}
    />
  );

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = personalUpdate(values, dirtyFields);
    if (Object.keys(body).length === 0) return;
    try {
      const saved = await update.mutateAsync(body);
      form.reset(personalValues(saved));
      showAlert({
        type: "success",
        title: "general.profileSaved.title",
        titleDefault: "Profile saved",
      });
    } catch (cause) {
      setFormError(failure(cause, PERSONAL_FIELDS, form.setError));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label={t("pages.profile.personal.title", { defaultValue: "Personal details" })}
    >
      <FormError message={formError} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title={t("pages.profile.personal.about", { defaultValue: "About you" })}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {text("firstName", "First name", { autoComplete: "given-name" })}
            {text("lastName", "Last name", { autoComplete: "family-name" })}
            {text("nickname", "Nickname", { autoComplete: "nickname" })}
            <TextField
              label={label("birthdate", "Date of birth")}
              type="date"
              isRequired={required.has("birthdate")}
              error={error("birthdate")}
              autoComplete="bday"
              {...form.register("birthdate")}
            />
            <SelectField
              label={label("gender", "Gender")}
              options={(["male", "female", "other"] as const).map((gender) => ({
                value: gender,
                label: tf(`fields.gender.${gender}`, { defaultValue: gender }),
              }))}
              isRequired={required.has("gender")}
              error={error("gender")}
              {...form.register("gender")}
            />
            {country("nationality", "Nationality")}
          </div>
        </Card>
        <Card title={t("pages.profile.personal.addressTitle", { defaultValue: "Address" })}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {country("country", "Country")}
            {text("city", "City", { autoComplete: "address-level2" })}
            <div className="sm:col-span-2">
              {text("address", "Address", { autoComplete: "address-line1" })}
            </div>
            {text("additionalAddress", "Additional address", { autoComplete: "address-line2" })}
            {text("postalCode", "Postal code", { autoComplete: "postal-code" })}
            <div className="sm:col-span-2">
              <SelectField
                label={label("timeZone", "Time zone")}
                options={timeZoneOptions}
                isRequired={required.has("timeZone")}
                error={error("timeZone")}
                {...form.register("timeZone")}
              />
            </div>
          </div>
        </Card>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {isDirty ? (
          <button
            type="button"
            onClick={() => {
              form.reset(personalValues(profile));
              setFormError(null);
            }}
            className={buttonClass("ghost", "lg")}
          >
            {t("pages.profile.personal.discard", { defaultValue: "Discard changes" })}
          </button>
        ) : null}
        <button
          type="submit"
          disabled={isSubmitting || !isDirty}
          className={buttonClass("primary", "lg", "w-full sm:w-auto")}
        >
          <Save aria-hidden="true" className="size-5" />
          {isSubmitting
            ? t("pages.profile.personal.saving", { defaultValue: "Saving…" })
            : t("pages.profile.personal.save", { defaultValue: "Save changes" })}
        </button>
      </div>
    </form>
  );
}
