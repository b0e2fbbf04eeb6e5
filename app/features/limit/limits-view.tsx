import { Clock, Pencil, Plus, ShieldHalf, Trash2, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isMoneyLimit, type Limit, type LimitDefinition } from "../../../contracts/limit.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { ListSkeleton, LoadingRegion } from "../../ui/skeleton.tsx";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { PlayerSection } from "../../ui/profile-ui.tsx";
import { formatApiMoney } from "../../../contracts/money-format.ts";
import { useLimits, useUpdateLimit } from "./limits-api.ts";
import { RealityCheckSetting } from "./reality-check-setting.tsx";
import { DEFINITION_SLUG, SECTION_ORDER, isMoneyPeriod, usagePercent } from "./limit-model.ts";

function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language || "en";
  return {
    money: (amount: string, currency: string | null) =>
      currency ? formatApiMoney(amount, currency, language) : amount,
    dateTime: (value: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(value),
      ),
  };
}

/**
 * /profile/limits: every definition of SPEC §3 with the limits in force, what each period has
 * used, what is waiting its 24 hours, and the ways to add, change and remove them (URL modals).
 */
export function LimitsView() {
  const { t } = useTranslation("profile");
  const limits = useLimits();
  return (
    <PlayerSection
      id="limits"
      icon={ShieldHalf}
      title={t("limits.title")}
      guestTitle={t("limits.guestTitle")}
      guestDescription={t("limits.emptyDescription")}
    >
      <p className="mb-5 max-w-2xl text-sm text-muted">{t("limits.intro")}</p>
      {limits.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-danger">
            {t("limits.loadError")}
          </p>
          <button
            type="button"
            onClick={() => void limits.refetch()}
            className={buttonClass("secondary", "md")}
          >
            {t("limits.retry")}
          </button>
        </div>
      ) : !limits.data ? (
        <LoadingRegion>
          <ListSkeleton rows={5} />
        </LoadingRegion>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" data-testid="limits">
          {SECTION_ORDER.map((definition) => (
            <DefinitionCard
              key={definition}
              definition={definition}
              limits={limits.data.filter((limit) => limit.definition === definition)}
            />
          ))}
          <RealityCheckSetting />
        </div>
      )}
    </PlayerSection>
  );
}

function DefinitionCard({
  definition,
  limits,
}: {
  definition: LimitDefinition;
  limits: readonly Limit[];
}) {
  const { t } = useTranslation("profile");
  const { hrefFor } = useUrlModal();
  const slug = DEFINITION_SLUG[definition];
  const headingId = `limit-${slug}`;
  const exclusionInForce = !isMoneyLimit(definition) && limits.length > 0;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
      data-testid={`limit-card-${slug}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-text">
            {t(`limits.${slug}.title`)}
          </h3>
          <p className="text-sm text-muted">{t(`limits.${slug}.description`)}</p>
        </div>
        {exclusionInForce ? null : (
          <Link
            to={hrefFor("add-limit", slug)}
            preventScrollReset
            className={buttonClass("secondary", "sm")}
            aria-label={t(`limits.${slug}.add`)}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("limits.add")}
          </Link>
        )}
      </div>
      {limits.length === 0 ? (
        <p className="text-sm text-muted">{t("limits.none")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {limits.map((limit) => (
            <li key={limit.id}>
              {isMoneyLimit(limit.definition) ? (
                <MoneyLimitRow limit={limit} />
              ) : (
                <ExclusionRow limit={limit} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MoneyLimitRow({ limit }: { limit: Limit }) {
  const { t } = useTranslation("profile");
  const { hrefFor } = useUrlModal();
  const format = useFormats();
  const update = useUpdateLimit();
  const percent = usagePercent(limit);
  const period = isMoneyPeriod(limit.period) ? limit.period : "daily";
  const periodText = t(`limits.period.${period}`);
  const keepAsIs = () => update.mutate({ id: limit.id, period, amount: limit.amount ?? "0" });
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-raised/40 p-3" data-testid="limit-row">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium text-text">
          {periodText} · {format.money(limit.amount ?? "0", limit.currency)}
        </span>
        <span className="text-sm text-muted tabular-nums">
          {t("limits.used", {
            used: format.money(limit.currentAmount ?? "0", limit.currency),
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t("limits.usage", { period: periodText })}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div
          className={`h-full rounded-full ${percent >= 100 ? "bg-danger" : "bg-accent"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted">
        {t("limits.resets", {
          date: limit.expiredAt ? format.dateTime(limit.expiredAt) : "",
        })}
      </p>
      {limit.pendingExist && limit.pendingAt ? (
        <p className="flex items-start gap-2 text-sm text-text" data-testid="limit-pending">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            {t("limits.pending", {
              amount: format.money(limit.pendingAmount ?? limit.amount ?? "0", limit.currency),
              period: t(
                `limits.period.${isMoneyPeriod(limit.pendingPeriod ?? "") ? limit.pendingPeriod : period}`,
              ),
              date: format.dateTime(limit.pendingAt),
            })}
          </span>
        </p>
      ) : null}
      {limit.cancelProcess && limit.pendingAt ? (
        <p className="flex items-start gap-2 text-sm text-text" data-testid="limit-removal">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>{t("limits.removal", { date: format.dateTime(limit.pendingAt) })}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {limit.pendingExist || limit.cancelProcess ? (
          <button
            type="button"
            onClick={keepAsIs}
            disabled={update.isPending}
            className={buttonClass("secondary", "sm")}
          >
            <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {limit.cancelProcess ? t("limits.keep") : t("limits.cancelChange")}
          </button>
        ) : null}
        <Link
          to={hrefFor("edit-limit", limit.id)}
          preventScrollReset
          className={buttonClass("secondary", "sm")}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t("limits.edit")}
        </Link>
        {limit.cancelProcess ? null : (
          <Link
            to={hrefFor("confirm-delete-limit", limit.id)}
            preventScrollReset
            className={buttonClass("secondary", "sm")}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("limits.remove")}
          </Link>
        )}
      </div>
    </div>
  );
}

function ExclusionRow({ limit }: { limit: Limit }) {
  const { t } = useTranslation("profile");
  const format = useFormats();
  return (
    <p className="rounded-xl bg-raised/40 p-3 text-sm text-text" data-testid="limit-row">
      {limit.expiredAt
        ? t("limits.excludedUntil", { date: format.dateTime(limit.expiredAt) })
        : t("limits.excludedForGood")}
    </p>
  );
}
