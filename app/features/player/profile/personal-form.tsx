import { zodResolver } from "@hookform/resolvers/zod";
import { IdCard, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldValidation, Profile, ProfileUpdate } from "../../../../contracts/player.ts";
import type { Country } from "../../../../contracts/settings.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import {
  ComboboxField,
  FormError,
  normalizeSearch,
  SelectField,
  TextField,
  type ComboboxOption,
} from "../../../ui/form-field.tsx";
import { useFieldValidations } from "../forms/form-queries.ts";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";
import { usePlayer } from "../../../lib/player-state.ts";
import { Card, PlayerSection, SectionSkeleton } from "../../../ui/profile-ui.tsx";
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
  const { t } = useTranslation("profile");
  return (
    <PlayerSection
      id="personal"
      icon={IdCard}
      title={t("personal.title")}
      guestTitle={t("personal.guestTitle")}
      guestDescription={t("personal.emptyDescription")}
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
        <FormError message={t("sign-up.loadError")} />
        <button
          type="button"
          onClick={() => void validations.refetch()}
          className={buttonClass("secondary", "md")}
        >
          {t("sign-up.retry")}
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
  const { t } = useTranslation("profile");
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

  const label = (field: PersonalField) => tf(`fields.${field}.label`);
  const error = (field: PersonalField) => errors[field]?.message;
  const text = (field: PersonalField, extra: { autoComplete?: string } = {}) => (
    <TextField
      label={label(field)}
      isRequired={required.has(field)}
      error={error(field)}
      autoComplete={extra.autoComplete}
      {...form.register(field)}
    />
  );
  const country = (field: "country" | "nationality") => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <ComboboxField
          label={label(field)}
          name={control.name}
          ref={control.ref}
          value={typeof control.value === "string" ? control.value : ""}
          onChange={control.onChange}
          onBlur={control.onBlur}
          options={countryOptions}
          matches={matchesLabel}
          placeholder={tf("fields.country.placeholder")}
          isRequired={required.has(field)}
          error={error(field)}
          emptyText={tm("sign-up.noMatches")}
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
      showAlert({ type: "success", title: "general.profileSaved.title" });
    } catch (cause) {
      setFormError(failure(cause, PERSONAL_FIELDS, form.setError));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label={t("personal.title")}
    >
      <FormError message={formError} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title={t("personal.about")}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {text("firstName", { autoComplete: "given-name" })}
            {text("lastName", { autoComplete: "family-name" })}
            {text("nickname", { autoComplete: "nickname" })}
            <TextField
              label={label("birthdate")}
              type="date"
              isRequired={required.has("birthdate")}
              error={error("birthdate")}
              autoComplete="bday"
              {...form.register("birthdate")}
            />
            <SelectField
              label={label("gender")}
              options={(["male", "female", "other"] as const).map((gender) => ({
                value: gender,
                label: tf(`fields.gender.${gender}`),
              }))}
              isRequired={required.has("gender")}
              error={error("gender")}
              {...form.register("gender")}
            />
            {country("nationality")}
          </div>
        </Card>
        <Card title={t("personal.addressTitle")}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {country("country")}
            {text("city", { autoComplete: "address-level2" })}
            <div className="sm:col-span-2">
              {text("address", { autoComplete: "address-line1" })}
            </div>
            {text("additionalAddress", { autoComplete: "address-line2" })}
            {text("postalCode", { autoComplete: "postal-code" })}
            <div className="sm:col-span-2">
              <SelectField
                label={label("timeZone")}
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
            {t("personal.discard")}
          </button>
        ) : null}
        <button
          type="submit"
          disabled={isSubmitting || !isDirty}
          className={buttonClass("primary", "lg", "w-full sm:w-auto")}
        >
          <Save aria-hidden="true" className="size-5" />
          {isSubmitting ? t("personal.saving") : t("personal.save")}
        </button>
      </div>
    </form>
  );
}
