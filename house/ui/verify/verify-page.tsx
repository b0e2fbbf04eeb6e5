import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { buttonClass } from "../../../app/ui/button-styles.ts";
import { PageContainer, PageHeading, SectionHeading } from "../../../app/ui/page-heading.tsx";
import { LoadingRegion, Skeleton } from "../../../app/ui/skeleton.tsx";
import { formatMultiplier } from "../format.ts";
import { OutcomeView } from "./outcome-view.tsx";
import { sha256Hex } from "./sha256.ts";
import { VerifyError, verifyRoundRemote } from "./verify-api.ts";
import {
  PARAMS_EXAMPLES,
  checkFields,
  fieldsFromQuery,
  formFieldOf,
  isComplete,
  queryOf,
  type FieldProblems,
  type VerifiableGame,
  type VerifyField,
  type VerifyFields,
} from "./verify-form.ts";

const controlClass =
  "w-full rounded-xl border bg-bg px-3.5 text-base text-text outline-none transition-colors focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/30 sm:text-sm";

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria props tying a control to its hint or error. */
function describe(id: string, error: string | undefined, hasHint: boolean) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  };
}

/**
 * The public provably-fair page: anyone enters (or follows a link with) a game, the revealed
 * server seed, the client seed, the nonce and the round's choices; the page hashes the seed in
 * the browser to compare with the hash shown before play, asks the studio to recompute the
 * round (POST /house/api/verify) and draws the outcome with its payout multiplier.
 */
export function VerifyPage({ games }: { games: readonly VerifiableGame[] }) {
  const { t } = useTranslation("house");
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = useId();
  const id = (field: VerifyField) => `${ids}-${field}`;
  const [fields, setFields] = useState<VerifyFields>(() => fieldsFromQuery(searchParams, games));
  const [problems, setProblems] = useState<FieldProblems>({});

  // What the address asks to verify (a link from the game, or the last submission).
  const submitted = isComplete(searchParams)
    ? checkFields(fieldsFromQuery(searchParams, games), games)
    : null;
  const request = submitted?.ok ? submitted.request : null;
  const expectedHash = searchParams.get("serverSeedHash")?.trim().toLowerCase() ?? "";

  const verification = useQuery({
    queryKey: ["house-verify", request],
    queryFn: ({ signal }) => verifyRoundRemote(request as NonNullable<typeof request>, { signal }),
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
  });
  const browserHash = useQuery({
    queryKey: ["house-verify-sha256", request?.serverSeed],
    queryFn: () => sha256Hex(request?.serverSeed ?? ""),
    enabled: request !== null,
    staleTime: Infinity,
  });

  const apiError = verification.error instanceof VerifyError ? verification.error : null;
  const apiProblems: Partial<Record<VerifyField, string>> = {};
  for (const [field, messages] of Object.entries(apiError?.fields ?? {})) {
    const formField = formFieldOf(field);
    apiProblems[formField] = [apiProblems[formField], ...messages].filter(Boolean).join(" ");
  }
  const errorOf = (field: VerifyField): string | undefined => {
    const problem = problems[field];
    if (problem) return t(problem.key);
    return apiProblems[field];
  };

  const set = (field: VerifyField) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(fields, games);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = (Object.keys(checked.problems) as VerifyField[])[0];
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setProblems({});
    setSearchParams(queryOf(checked.request, fields.serverSeedHash), { preventScrollReset: true });
  };

  const engine = games.find((entry) => entry.identity === fields.game)?.engine ?? "";
  const resultEngine = games.find((entry) => entry.identity === request?.game)?.engine ?? "";
  const originals = games.filter((entry) => entry.engine !== "slots");
  const slots = games.filter((entry) => entry.engine === "slots");
  const hash = browserHash.data ?? verification.data?.serverSeedHash ?? null;

  return (
    <PageContainer className="max-w-5xl">
      <PageHeading
        title={t("house.verify.title")}
        eyebrow={t("house.verify.eyebrow")}
        description={t("house.verify.description")}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t("house.verify.formLabel")}
          className="flex flex-col gap-4 self-start rounded-2xl border border-line bg-surface p-4"
        >
          <Field id={id("game")} label={t("house.verify.game")} error={errorOf("game")}>
            <select
              id={id("game")}
              value={fields.game}
              onChange={(event) => set("game")(event.target.value)}
              className={`${controlClass} h-11 ${errorOf("game") ? "border-danger" : "border-line"}`}
              {...describe(id("game"), errorOf("game"), false)}
            >
              {games.some((entry) => entry.identity === fields.game) ? null : (
                <option value={fields.game}>{fields.game || t("house.verify.chooseGame")}</option>
              )}
              <optgroup label={t("house.verify.originals")}>
                {originals.map((entry) => (
                  <option key={entry.identity} value={entry.identity}>
                    {entry.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t("house.verify.slots")}>
                {slots.map((entry) => (
                  <option key={entry.identity} value={entry.identity}>
                    {entry.name}
                  </option>
                ))}
              </optgroup>
            </select>
          </Field>
          <Field
            id={id("serverSeed")}
            label={t("house.verify.serverSeed")}
            hint={t("house.verify.serverSeedHint")}
            error={errorOf("serverSeed")}
          >
            <input
              id={id("serverSeed")}
              value={fields.serverSeed}
              onChange={(event) => set("serverSeed")(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              className={`${controlClass} h-11 font-mono ${errorOf("serverSeed") ? "border-danger" : "border-line"}`}
              {...describe(id("serverSeed"), errorOf("serverSeed"), true)}
            />
          </Field>
          <Field
            id={id("serverSeedHash")}
            label={t("house.verify.expectedHash")}
            hint={t("house.verify.expectedHashHint")}
            error={errorOf("serverSeedHash")}
          >
            <input
              id={id("serverSeedHash")}
              value={fields.serverSeedHash}
              onChange={(event) => set("serverSeedHash")(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              className={`${controlClass} h-11 font-mono ${errorOf("serverSeedHash") ? "border-danger" : "border-line"}`}
              {...describe(id("serverSeedHash"), errorOf("serverSeedHash"), true)}
            />
          </Field>
          <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
            <Field
              id={id("clientSeed")}
              label={t("house.verify.clientSeed")}
              error={errorOf("clientSeed")}
            >
              <input
                id={id("clientSeed")}
                value={fields.clientSeed}
                onChange={(event) => set("clientSeed")(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                className={`${controlClass} h-11 font-mono ${errorOf("clientSeed") ? "border-danger" : "border-line"}`}
                {...describe(id("clientSeed"), errorOf("clientSeed"), false)}
              />
            </Field>
            <Field id={id("nonce")} label={t("house.verify.nonce")} error={errorOf("nonce")}>
              <input
                id={id("nonce")}
                value={fields.nonce}
                onChange={(event) => set("nonce")(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
                className={`${controlClass} h-11 font-mono ${errorOf("nonce") ? "border-danger" : "border-line"}`}
                {...describe(id("nonce"), errorOf("nonce"), false)}
              />
            </Field>
          </div>
          <Field
            id={id("params")}
            label={t("house.verify.params")}
            hint={
              PARAMS_EXAMPLES[engine]
                ? t("house.verify.paramsHint", { example: PARAMS_EXAMPLES[engine] })
                : undefined
            }
            error={errorOf("params")}
          >
            <textarea
              id={id("params")}
              value={fields.params}
              onChange={(event) => set("params")(event.target.value)}
              rows={5}
              spellCheck={false}
              className={`${controlClass} py-2.5 font-mono ${errorOf("params") ? "border-danger" : "border-line"}`}
              {...describe(id("params"), errorOf("params"), Boolean(PARAMS_EXAMPLES[engine]))}
            />
          </Field>
          <button type="submit" className={buttonClass("primary", "lg", "w-full")}>
            {t("house.verify.submit")}
          </button>
        </form>

        <section aria-labelledby={`${ids}-result`} className="flex min-w-0 flex-col gap-4">
          <SectionHeading id={`${ids}-result`}>{t("house.verify.result")}</SectionHeading>
          {request === null ? (
            <p className="rounded-2xl border border-dashed border-line p-6 text-sm text-muted">
              {t("house.verify.empty")}
            </p>
          ) : verification.isPending ? (
            <LoadingRegion label={t("house.verify.loading")}>
              <div className="flex flex-col gap-3">
                <Skeleton className="h-6 w-64 max-w-full" />
                <Skeleton className="h-40 w-full max-w-md" />
              </div>
            </LoadingRegion>
          ) : verification.isError ? (
            <div
              role="alert"
              className="rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm"
            >
              <p className="font-semibold">{t("house.verify.failed")}</p>
              <p className="mt-1">{apiError?.message ?? t("house.verify.failedUnknown")}</p>
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              {/* Only the summary is announced; the drawing below is there to read. */}
              <div role="status" aria-live="polite">
                <dl className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2">
                  <div className="min-w-0 sm:col-span-2">
                    <dt className="text-xs font-semibold text-muted">
                      {browserHash.data
                        ? t("house.verify.hashBrowser")
                        : t("house.verify.hashStudio")}
                    </dt>
                    <dd className="font-mono text-xs break-all">{hash}</dd>
                    {expectedHash ? (
                      <dd
                        className={`mt-1 flex items-center gap-1.5 text-sm font-semibold ${
                          hash === expectedHash ? "text-emerald-700 dark:text-win" : "text-danger"
                        }`}
                      >
                        {hash === expectedHash ? (
                          <CheckCircle2 aria-hidden="true" className="size-4" />
                        ) : (
                          <XCircle aria-hidden="true" className="size-4" />
                        )}
                        {hash === expectedHash
                          ? t("house.verify.hashMatches")
                          : t("house.verify.hashDiffers")}
                      </dd>
                    ) : null}
                  </div>
                  <div>
                    <dt className="text-xs font-semibold text-muted">{t("house.verify.game")}</dt>
                    <dd className="font-medium">
                      {games.find((entry) => entry.identity === request.game)?.name ?? request.game}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold text-muted">
                      {t("house.verify.multiplier")}
                    </dt>
                    <dd className="font-mono text-2xl font-black tabular-nums">
                      {verification.data ? formatMultiplier(verification.data.multiplier) : "—"}
                    </dd>
                  </div>
                </dl>
              </div>
              {verification.data ? (
                <div className="rounded-2xl border border-line bg-surface p-4">
                  <OutcomeView engine={resultEngine} outcome={verification.data.outcome} />
                </div>
              ) : null}
              {verification.data ? (
                <details className="rounded-2xl border border-line bg-surface p-4 text-sm">
                  <summary className="cursor-pointer font-semibold">
                    {t("house.verify.raw")}
                  </summary>
                  <pre className="mt-3 max-h-96 overflow-auto font-mono text-xs">
                    {JSON.stringify(verification.data.outcome, null, 2)}
                  </pre>
                </details>
              ) : null}
            </div>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
