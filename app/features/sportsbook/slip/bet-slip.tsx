import { AlertTriangle, Check, Clock, Lock, Ticket, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatInteger } from "../../../../contracts/locale-format.ts";
import { Link } from "react-router";
import { formatMinor } from "../../../../contracts/money.ts";
import { decimalsOfFactor } from "../../../../contracts/money-format.ts";
import {
  ODDS_CHANGE_POLICIES,
  SPORTSBOOK_GAME,
  type BetKind,
  type OddsChangePolicy,
} from "../../../../contracts/sportsbook.ts";
import { useCurrencyMap } from "../../../lib/money/accounts-api.ts";
import { useMoneyFormat } from "../../../lib/money/use-money-format.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { usePlayer } from "../../../lib/player-state.ts";
import { formatOdds, useOddsFormat } from "../../../lib/sport-odds.ts";
import { useLocaleTag, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { useBookSession } from "../api/bets-api.ts";
import { useLiveStore, useLiveTopics } from "../live/sportsbook-live.tsx";
import { useSportHref } from "../navigation/links.ts";
import { useAnnounce } from "../parts/announcer-region.tsx";
import { useBookLaunchState } from "../session/book-token.ts";
import { refusalText, RefusalActions, type Translate } from "./refusal-view.tsx";
import {
  combinationCount,
  potentialPayout,
  singlesTotals,
  stakeIssue,
  systemSizes,
  toMinor,
  totalOdds,
  type StakeIssue,
} from "./slip-maths.ts";
import { linePrice, type LinePrice } from "./slip-prices.ts";
import { allowedKinds, priceMove, sameEventSelections, type SlipSelection } from "./slip-state.ts";
import { dispatchSlip, useSlip } from "./slip-store.ts";
import { usePlacement, type PlacementResult } from "./use-placement.ts";

/** Quick stakes in major units of a fiat currency. */
const QUICK_STAKES = ["5", "10", "25", "50"];

/** Book limits read before the session answers (none: the slip checks nothing yet). */
function useSlipMoney(currency: string | null) {
  const currencies = useCurrencyMap();
  const info = currency ? currencies.get(currency) : undefined;
  return {
    decimals: info ? decimalsOfFactor(info.subunitToUnit) : 2,
    isFiat: info ? info.type === "fiat" : true,
  };
}

/**
 * The bet slip: the selections with their live prices, singles, an accumulator or a k/n system
 * bet, the stake with the book's limits, what to do when odds change, what it costs and can
 * return, and the place button (sign-in for guests). A labelled region of its own, inside the
 * side panel on wide screens and the drawer on phones.
 */
export function BetSlip({
  headingId,
  closeButton,
}: {
  headingId: string;
  closeButton?: ReactNode;
}) {
  const { t } = useTranslation("sportsbook");
  const locale = useLocaleTag();
  const slip = useSlip();
  const player = usePlayer();
  const isPlayer = player.status === "player";
  const launch = useBookLaunchState(SPORTSBOOK_GAME);
  const session = useBookSession();
  const store = useLiveStore();
  const [oddsFormat] = useOddsFormat();
  const money = useMoneyFormat();
  const announce = useAnnounce();
  const modals = useUrlModal();
  const placement = usePlacement(isPlayer && launch !== null);
  const stakeId = useId();

  useLiveTopics(slip.selections.map((selection) => `event:${selection.eventId}`));

  const prices = new Map<string, LinePrice>(
    slip.selections.map((selection) => [
      selection.selectionId,
      linePrice(selection, store?.get(selection.eventId), slip.oddsChange),
    ]),
  );

  // Prices of the slip that move are read out (politely, a few at a time).
  const heard = useRef(new Map<string, string>());
  useEffect(() => {
    const next = new Map<string, string>();
    for (const selection of slip.selections) {
      const price = prices.get(selection.selectionId);
      if (!price) continue;
      next.set(selection.selectionId, price.odds);
      const before = heard.current.get(selection.selectionId);
      if (before !== undefined && before !== price.odds) {
        announce(
          t(priceMove(before, price.odds) === "up" ? "slip.announceUp" : "slip.announceDown", {
            name: selection.selectionName,
            odds: formatOdds(price.odds, oddsFormat),
          }),
        );
      }
    }
    heard.current = next;
  });

  const currency =
    session.data?.currency ?? launch?.currency ?? player.activeAccount?.currency ?? null;
  const { decimals, isFiat } = useSlipMoney(currency);
  const count = slip.selections.length;
  const conflicts = sameEventSelections(slip.selections);
  const kinds = allowedKinds(slip.selections);
  const sendOdds = slip.selections.map(
    (selection) => prices.get(selection.selectionId)?.send ?? selection.odds,
  );
  const stake = toMinor(slip.stake, decimals) ?? 0n;
  const combinations =
    slip.kind === "system" && slip.systemSize ? combinationCount(count, slip.systemSize) : 1;
  const totals =
    count === 0
      ? { stake: 0n, payout: 0n }
      : slip.kind === "single"
        ? singlesTotals(stake, sendOdds)
        : {
            stake,
            payout: potentialPayout({
              kind: slip.kind,
              stake,
              odds: sendOdds,
              systemSize: slip.systemSize ?? undefined,
            }),
          };

  const limits = session.data?.limits;
  const issue: StakeIssue | null = limits
    ? stakeIssue({
        stakeText: slip.stake,
        decimals,
        limits,
        legs: slip.selections,
        combinations,
        payout: slip.kind === "single" ? 0n : totals.payout,
      })
    : null;

  const lines = slip.selections.map((selection) => prices.get(selection.selectionId));
  const toAccept = slip.selections.filter(
    (selection) => prices.get(selection.selectionId)?.needsAcceptance,
  );
  const blocked = lines.some((price) => price?.suspended || price?.unavailable);
  const waiting = placement.results.some((result) => result.state === "pending");
  const canPlace =
    isPlayer &&
    launch !== null &&
    count > 0 &&
    issue === null &&
    limits !== undefined &&
    toAccept.length === 0 &&
    !blocked &&
    !(slip.kind !== "single" && conflicts.size > 0) &&
    !placement.placing &&
    !waiting;

  // Game limits and restricted bets are explained by the casino's own dialogs.
  const opened = useRef<PlacementResult[]>([]);
  useEffect(() => {
    if (opened.current === placement.results) return;
    opened.current = placement.results;
    const refusal = placement.results.find((result) => result.refusal)?.refusal;
    if (refusal?.kind === "game-limit") modals.open("game-limit-reached", String(refusal.code));
    if (refusal?.kind === "restricted") modals.open("restricted-bets");
  }, [placement.results, modals]);

  // A guest's slip has no currency yet: amounts show as plain numbers.
  const format = (minor: bigint) => {
    const amount = formatMinor(minor, 10n ** BigInt(decimals));
    return currency ? money.amount(amount, currency) : amount;
  };

  const place = () => {
    if (!canPlace) return;
    const odds = new Map(
      slip.selections.map((selection, index) => [
        selection.selectionId,
        sendOdds[index] ?? selection.odds,
      ]),
    );
    void placement.place({
      kind: slip.kind,
      stake: formatMinor(stake, 10n ** BigInt(decimals)),
      systemSize: slip.systemSize,
      oddsChange: slip.oddsChange,
      selections: slip.selections,
      odds,
    });
  };

  const kindLabel = (kind: BetKind) =>
    kind === "single" ? t("slip.kind.single", { count }) : t(`slip.kind.${kind}`);

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-col" data-testid="bet-slip">
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
        <Ticket aria-hidden="true" className="size-5 text-accent-text" />
        <h2 id={headingId} className="text-base font-semibold text-text">
          {t("slip.title")}
        </h2>
        <span
          className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-on-accent tabular-nums"
          data-testid="slip-count"
        >
          {formatInteger(count, locale)}
        </span>
        <span className="flex-1" />
        {count > 0 ? (
          <button
            type="button"
            onClick={() => {
              placement.dismiss();
              dispatchSlip({ type: "clear" });
            }}
            className={buttonClass("ghost", "sm")}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("slip.clear")}
          </button>
        ) : null}
        {closeButton}
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto">
        {count === 0 ? (
          <div className="px-4 py-8 text-center">
            <p className="text-sm font-semibold text-text">{t("slip.emptyTitle")}</p>
            <p className="mt-1 text-sm text-muted">{t("slip.emptyText")}</p>
            <Results
              results={placement.results}
              currency={currency}
              onDismiss={placement.dismiss}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-4 p-4">
            {count > 1 ? (
              <fieldset>
                <legend className="sr-only">{t("slip.kind.legend")}</legend>
                <div className="grid grid-cols-3 gap-1 rounded-xl bg-raised p-1">
                  {(["single", "accumulator", "system"] as const).map((kind) => (
                    <label
                      key={kind}
                      className={`flex h-9 items-center justify-center rounded-lg px-1 text-center text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
                        slip.kind === kind ? "bg-surface text-text shadow-sm" : "text-muted"
                      } ${kinds.includes(kind) ? "cursor-pointer" : "cursor-not-allowed opacity-50"}`}
                    >
                      <input
                        type="radio"
                        name="slip-kind"
                        className="sr-only"
                        value={kind}
                        checked={slip.kind === kind}
                        disabled={!kinds.includes(kind)}
                        onChange={() => dispatchSlip({ type: "kind", kind })}
                      />
                      {kindLabel(kind)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}

            <ul className="flex flex-col gap-2" aria-label={t("slip.selections")}>
              {slip.selections.map((selection) => (
                <SlipLine
                  key={selection.selectionId}
                  selection={selection}
                  price={prices.get(selection.selectionId)}
                  conflict={slip.kind !== "single" && conflicts.has(selection.selectionId)}
                />
              ))}
            </ul>

            {conflicts.size > 0 ? (
              <p className="text-xs text-muted">{t("slip.sameEvent")}</p>
            ) : null}

            {slip.kind === "system" ? (
              <SystemSize
                count={count}
                value={slip.systemSize ?? 2}
                maxCombinations={session.data?.slip.maxCombinations}
                maxLegs={session.data?.slip.maxSystemLegs}
              />
            ) : null}

            {toAccept.length > 0 ? (
              <div
                className="flex flex-col gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 p-3"
                role="alert"
              >
                <p className="flex items-start gap-2 text-sm text-text">
                  <AlertTriangle
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-300"
                  />
                  {t("slip.oddsMoved", { count: toAccept.length })}
                </p>
                <button
                  type="button"
                  className={buttonClass("secondary", "sm")}
                  onClick={() =>
                    dispatchSlip({
                      type: "accept",
                      odds: toAccept.map((selection) => ({
                        selectionId: selection.selectionId,
                        odds: prices.get(selection.selectionId)?.odds ?? selection.odds,
                      })),
                    })
                  }
                >
                  {t("slip.acceptChanges")}
                </button>
              </div>
            ) : null}

            <div>
              <label htmlFor={stakeId} className="mb-1 block text-sm font-semibold text-text">
                {t(slip.kind === "single" && count > 1 ? "slip.stakeEach" : "slip.stake", {
                  context: currency ? "currency" : undefined,
                  currency,
                })}
              </label>
              <input
                id={stakeId}
                inputMode="decimal"
                autoComplete="off"
                value={slip.stake}
                placeholder="0.00"
                onChange={(event) =>
                  dispatchSlip({ type: "stake", stake: event.target.value.replace(",", ".") })
                }
                onKeyDown={(event) => {
                  if (event.key === "Enter") place();
                }}
                aria-invalid={issue !== null && issue.kind !== "missing" ? true : undefined}
                aria-describedby={`${stakeId}-hint`}
                className="h-11 w-full rounded-xl border border-line bg-bg px-3 text-base font-semibold text-text tabular-nums outline-none focus-visible:border-accent"
              />
              <p
                id={`${stakeId}-hint`}
                className={`mt-1 text-xs ${issue && issue.kind !== "missing" ? "text-danger" : "text-muted"}`}
              >
                {issue && issue.kind !== "missing"
                  ? stakeIssueText(issue, t, format)
                  : limits
                    ? t("slip.limits", { min: format(toMinor(limits.minStake, decimals) ?? 0n) })
                    : null}
              </p>
              {isFiat && currency ? (
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {QUICK_STAKES.map((quick) => (
                    <button
                      key={quick}
                      type="button"
                      onClick={() => dispatchSlip({ type: "stake", stake: quick })}
                      className={buttonClass("secondary", "sm", "h-8 px-2.5 text-xs")}
                    >
                      {quick}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>

            <OddsPolicy value={slip.oddsChange} />

            <dl
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm"
              data-testid="slip-summary"
            >
              {slip.kind === "accumulator" ? (
                <>
                  <dt className="text-muted">{t("slip.totalOdds")}</dt>
                  <dd
                    className="text-end font-semibold text-text tabular-nums"
                    data-testid="total-odds"
                  >
                    {formatOdds(totalOdds(sendOdds), oddsFormat)}
                  </dd>
                </>
              ) : null}
              <dt className="text-muted">{t("slip.bets")}</dt>
              <dd className="text-end font-semibold text-text tabular-nums">
                {slip.kind === "single" ? count : combinations}
              </dd>
              <dt className="text-muted">{t("slip.totalStake")}</dt>
              <dd className="text-end font-semibold text-text tabular-nums">
                {format(totals.stake)}
              </dd>
              <dt className="text-muted">{t("slip.potentialPayout")}</dt>
              <dd
                className="text-end text-base font-bold text-win-text tabular-nums"
                data-testid="potential-payout"
              >
                {format(totals.payout)}
              </dd>
            </dl>

            <Results
              results={placement.results}
              currency={currency}
              onDismiss={placement.dismiss}
            />

            {isPlayer ? (
              <button
                type="button"
                onClick={place}
                disabled={!canPlace}
                className={buttonClass("win", "lg", "w-full")}
                data-testid="place-bet"
              >
                {placement.placing
                  ? t("slip.placing")
                  : t("slip.place", { amount: format(totals.stake) })}
              </button>
            ) : (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-muted">{t("slip.signInText")}</p>
                <div className="grid grid-cols-2 gap-2">
                  <Link to={modals.hrefFor("sign-in")} className={buttonClass("primary", "md")}>
                    {t("slip.signIn")}
                  </Link>
                  <Link to={modals.hrefFor("sign-up")} className={buttonClass("secondary", "md")}>
                    {t("slip.signUp")}
                  </Link>
                </div>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function stakeIssueText(
  issue: StakeIssue,
  t: Translate,
  format: (minor: bigint) => string,
): string {
  switch (issue.kind) {
    case "unreadable":
      return t("slip.issue.unreadable");
    case "below-min":
      return t("slip.issue.belowMin", { min: format(issue.min) });
    case "above-max":
      return t("slip.issue.aboveMax", { max: format(issue.max) });
    case "payout-above-max":
      return t("slip.issue.payoutAboveMax", { max: format(issue.max) });
    default:
      return "";
  }
}

function SlipLine({
  selection,
  price,
  conflict,
}: {
  selection: SlipSelection;
  price: LinePrice | undefined;
  conflict: boolean;
}) {
  const { t } = useTranslation("sportsbook");
  const localize = useLocalizedPath();
  const [format] = useOddsFormat();
  const moved = price && price.move !== "same";
  return (
    <li
      className="relative rounded-xl border border-line bg-bg p-3 pe-10"
      data-testid="slip-line"
      data-selection={selection.selectionId}
    >
      <p className="flex items-baseline justify-between gap-2 text-sm font-semibold text-text">
        <span className="min-w-0 truncate">{selection.selectionName}</span>
        <span
          className="inline-flex shrink-0 items-baseline gap-1.5 tabular-nums"
          data-testid="slip-odds"
        >
          {moved && price.needsAcceptance ? (
            <s className="text-xs font-normal text-muted">{formatOdds(selection.odds, format)}</s>
          ) : null}
          <span className={moved ? (price.move === "up" ? "text-win-text" : "text-danger") : ""}>
            {formatOdds(price?.odds ?? selection.odds, format)}
          </span>
        </span>
      </p>
      <p className="truncate text-xs text-muted">{selection.marketName}</p>
      <p className="flex min-w-0 items-center gap-1.5 text-xs">
        {selection.isLive ? (
          <span className="rounded bg-danger/15 px-1 text-[0.65rem] font-semibold text-red-800 uppercase dark:text-red-300">
            {t("event.live")}
          </span>
        ) : null}
        <Link
          to={localize(selection.eventPath)}
          className="min-w-0 truncate text-muted hover:text-text hover:underline"
        >
          {selection.eventName}
        </Link>
      </p>
      {price?.suspended ? (
        <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-amber-800 dark:text-amber-300">
          <Lock aria-hidden="true" className="size-3.5" />
          {t("slip.suspended")}
        </p>
      ) : null}
      {price?.unavailable ? (
        <p className="mt-1 text-xs font-semibold text-danger">{t("slip.unavailable")}</p>
      ) : null}
      {conflict ? (
        <p className="mt-1 text-xs font-semibold text-danger">{t("slip.conflict")}</p>
      ) : null}
      <button
        type="button"
        onClick={() => dispatchSlip({ type: "remove", selectionId: selection.selectionId })}
        aria-label={t("slip.remove", { name: selection.selectionName })}
        className="absolute end-1.5 top-1.5 grid size-8 place-items-center rounded-lg text-muted hover:bg-raised hover:text-text"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

function SystemSize({
  count,
  value,
  maxCombinations = 1000,
  maxLegs = 12,
}: {
  count: number;
  value: number;
  maxCombinations?: number;
  maxLegs?: number;
}) {
  const { t } = useTranslation("sportsbook");
  const id = useId();
  const sizes = systemSizes(count, maxLegs, maxCombinations);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-text">
        {t("slip.systemSize")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) =>
          dispatchSlip({ type: "system-size", size: Number(event.target.value) })
        }
        className="h-11 w-full rounded-xl border border-line bg-bg px-3 text-sm text-text"
      >
        {sizes.map((size) => (
          <option key={size.size} value={size.size}>
            {t("slip.systemOption", { size: size.size, legs: count, bets: size.combinations })}
          </option>
        ))}
      </select>
    </div>
  );
}

function OddsPolicy({ value }: { value: OddsChangePolicy }) {
  const { t } = useTranslation("sportsbook");
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-text">{t("slip.policy.legend")}</legend>
      <div className="flex flex-col gap-1">
        {ODDS_CHANGE_POLICIES.map((policy) => (
          <label key={policy} className="flex cursor-pointer items-center gap-2 text-sm text-text">
            <input
              type="radio"
              name="odds-change"
              value={policy}
              checked={value === policy}
              onChange={() => dispatchSlip({ type: "odds-change", policy })}
              className="size-4 accent-[var(--sv-accent)]"
            />
            {t(`slip.policy.${policy}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Results({
  results,
  currency,
  onDismiss,
}: {
  results: PlacementResult[];
  currency: string | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation("sportsbook");
  const money = useMoneyFormat();
  const localize = useLocalizedPath();
  const href = useSportHref();
  const formatMajor = (amount: string) => (currency ? money.amount(amount, currency) : amount);
  if (results.length === 0) return null;
  const open = results.filter((result) => result.state === "open");
  const pending = results.filter((result) => result.state === "pending");
  const refused = results.filter((result) => result.state === "refused");
  return (
    <div className="mt-3 flex flex-col gap-2 text-start">
      {open.length > 0 ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-xl border border-win/40 bg-win/10 p-3 text-sm text-text"
          data-testid="bet-placed"
        >
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-win-text" />
          <span className="flex-1">
            {t("slip.placed", { count: open.length })}{" "}
            <Link
              to={localize(href({ page: "bets" }))}
              className="font-semibold text-accent-text underline"
            >
              {t("slip.seeBets")}
            </Link>
          </span>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t("slip.dismiss")}
            className="grid size-6 place-items-center rounded text-muted hover:text-text"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      {pending.length > 0 ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-line bg-raised p-3 text-sm text-text"
          data-testid="bet-pending"
        >
          <Clock
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 animate-pulse text-accent-text"
          />
          {t("slip.pending")}
        </p>
      ) : null}
      {refused.map((result, index) => {
        const refusal = result.refusal;
        if (!refusal) return null;
        return (
          <div
            key={index}
            role="alert"
            className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-text"
            data-testid="bet-refused"
            data-refusal={refusal.kind}
          >
            <p className="flex items-start gap-2">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              <span>{refusalText(refusal, t, formatMajor)}</span>
            </p>
            <RefusalActions refusal={refusal} />
          </div>
        );
      })}
    </div>
  );
}
