import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../app/ui/button-styles.ts";
import type { PublicSeeds, RevealedSeeds } from "../server/protocol.ts";
import type { HouseApi } from "./api.ts";
import { isValidClientSeed, randomClientSeed } from "./client-seed.ts";
import { errorKindOf } from "./error-kind.ts";
import { formatDateTime } from "../../contracts/locale-format.ts";
import { frameLocale } from "./format.ts";

function SeedValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="rounded-lg bg-raised px-2 py-1.5 font-mono text-xs break-all select-all">
        {value}
      </dd>
    </div>
  );
}

function RevealedPair({ pair }: { pair: RevealedSeeds }) {
  const { t } = useTranslation("house");
  return (
    <dl className="grid gap-2">
      <SeedValue label={t("house.fair.serverSeed")} value={pair.serverSeed} />
      <SeedValue label={t("house.fair.serverSeedHash")} value={pair.serverSeedHash} />
      <SeedValue label={t("house.fair.clientSeed")} value={pair.clientSeed} />
      <SeedValue label={t("house.fair.betsWithPair")} value={pair.nonceCount} />
    </dl>
  );
}

/**
 * Provably fair: the hashes of the active and next server seeds, the client seed (editable:
 * changing it rotates the pair), the nonce, the seed just revealed by a rotation and every
 * earlier pair with its revealed server seed.
 */
export function FairnessPanel({
  api,
  queryKey,
  seeds: known,
  roundOpen,
  rotateSeeds,
}: {
  api: HouseApi;
  queryKey: readonly unknown[];
  seeds: PublicSeeds;
  roundOpen: boolean;
  rotateSeeds: (clientSeed?: string) => Promise<RevealedSeeds>;
}) {
  const { t } = useTranslation("house");
  const seedInputId = useId();
  const seedErrorId = useId();
  const [clientSeed, setClientSeed] = useState(known.clientSeed);
  const [revealed, setRevealed] = useState<RevealedSeeds | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const history = useQuery({
    queryKey: [...queryKey, "seed-history"],
    queryFn: ({ signal }) => api.seedHistory(signal),
  });
  // The studio's own count: a refused bet also uses up a nonce.
  const fresh = useQuery({
    queryKey: [...queryKey, "session"],
    queryFn: ({ signal }) => api.session(signal),
  });
  const seeds =
    fresh.data?.seeds.serverSeedHash === known.serverSeedHash ? fresh.data.seeds : known;

  const seedInvalid = !isValidClientSeed(clientSeed);

  async function rotate(newClientSeed?: string) {
    setPending(true);
    setProblem(null);
    try {
      const pair = await rotateSeeds(newClientSeed);
      setRevealed(pair);
      await history.refetch();
    } catch (error) {
      setProblem(
        errorKindOf(error) === "network"
          ? t("house.errors.network")
          : error instanceof Error
            ? error.message
            : t("house.errors.other"),
      );
    } finally {
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (seedInvalid) return;
    void rotate(clientSeed);
  }

  const disabled = pending || roundOpen;
  const earlier = (history.data?.data ?? []).filter(
    (pair) => pair.serverSeedHash !== revealed?.serverSeedHash,
  );

  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid gap-2">
        <SeedValue label={t("house.fair.activeHash")} value={seeds.serverSeedHash} />
        <SeedValue label={t("house.fair.nextHash")} value={seeds.nextServerSeedHash} />
        <SeedValue label={t("house.fair.nonce")} value={seeds.nonce} />
      </dl>

      <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
        <label htmlFor={seedInputId} className="text-xs font-semibold text-muted">
          {t("house.fair.clientSeed")}
        </label>
        <div className="flex gap-2">
          <input
            id={seedInputId}
            value={clientSeed}
            onChange={(event) => setClientSeed(event.target.value)}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={seedInvalid || undefined}
            aria-describedby={seedInvalid ? seedErrorId : undefined}
            className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-bg px-3 font-mono text-sm aria-invalid:border-danger"
          />
          <button
            type="button"
            className={buttonClass("secondary", "md", "h-11")}
            onClick={() => setClientSeed(randomClientSeed())}
          >
            {t("house.fair.random")}
          </button>
        </div>
        {seedInvalid ? (
          <p id={seedErrorId} className="text-xs font-semibold text-danger">
            {t("house.fair.clientSeedRule")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className={buttonClass("primary", "md", "h-11")}
            disabled={disabled || seedInvalid || clientSeed === seeds.clientSeed}
          >
            {t("house.fair.changeClientSeed")}
          </button>
          <button
            type="button"
            className={buttonClass("secondary", "md", "h-11")}
            disabled={disabled}
            onClick={() => void rotate()}
          >
            {t("house.fair.rotate")}
          </button>
        </div>
        <p className="text-xs text-muted">
          {roundOpen ? t("house.fair.finishRound") : t("house.fair.rotateHelp")}
        </p>
        {problem ? (
          <p role="alert" className="text-xs font-semibold text-danger">
            {problem}
          </p>
        ) : null}
      </form>

      {revealed ? (
        <section
          aria-labelledby={`${seedInputId}-revealed`}
          className="rounded-xl border border-win/50 p-3"
        >
          <h3 id={`${seedInputId}-revealed`} className="mb-2 font-bold">
            {t("house.fair.revealed")}
          </h3>
          <RevealedPair pair={revealed} />
        </section>
      ) : null}

      <section aria-labelledby={`${seedInputId}-history`} className="flex flex-col gap-2">
        <h3 id={`${seedInputId}-history`} className="font-bold">
          {t("house.fair.previous")}
        </h3>
        {history.isPending ? (
          <p className="text-muted">{t("house.loading")}</p>
        ) : history.isError ? (
          <p className="text-danger">{t("house.fair.historyFailed")}</p>
        ) : earlier.length === 0 ? (
          <p className="text-muted">{t("house.fair.noPrevious")}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {earlier.map((pair) => (
              <li key={pair.serverSeedHash} className="rounded-xl border border-line p-3">
                <p className="mb-2 text-xs text-muted">
                  {t("house.fair.revealedAt", {
                    date: formatDateTime(pair.revealedAt, frameLocale()),
                  })}
                </p>
                <RevealedPair pair={pair} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
