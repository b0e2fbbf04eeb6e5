import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type {
  FreeRoundsView,
  PublicSeeds,
  RevealedSeeds,
  RoundActionBody,
  RoundView,
  SessionResponse,
} from "../server/protocol.ts";
import { createHouseApi, type HouseApi } from "./api.ts";

export type SessionState =
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  | { status: "ready"; session: SessionResponse };

/** What the frame shows after the latest call: a round result or a refusal. */
export type LastEvent =
  { kind: "round"; round: RoundView; balance: string } | { kind: "error"; error: unknown } | null;

/**
 * The game session inside the iframe: loads GET /session, keeps the balance, the current round
 * and the public seeds up to date after every bet, move and seed rotation, and remembers the
 * latest refusal for the frame to explain. One call at a time: `busy` is true while one runs.
 */
export function useGameSession(launch: string) {
  const api: HouseApi = useMemo(() => createHouseApi(launch), [launch]);
  const [state, setState] = useState<SessionState>({ status: "loading" });
  const [balance, setBalance] = useState<string | null>(null);
  const [round, setRound] = useState<RoundView | null>(null);
  const [seeds, setSeeds] = useState<PublicSeeds | null>(null);
  /** Free rounds the operator granted for this game (a free-spin package), spins left. */
  const [freeRounds, setFreeRounds] = useState<FreeRoundsView | null>(null);
  const [busy, setBusy] = useState(false);
  const [lastEvent, setLastEvent] = useState<LastEvent>(null);
  /** Bumped whenever a round starts or changes: lists of rounds refetch on it. */
  const [roundsVersion, setRoundsVersion] = useState(0);
  const inFlight = useRef(false);

  /** Bumped by reload(): the effect below fetches the session again. */
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.session(controller.signal).then(
      (session) => {
        setState({ status: "ready", session });
        setBalance(session.balance);
        setSeeds(session.seeds);
        setRound(session.openRound);
        setFreeRounds(session.freeRounds);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "failed", error });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const reload = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((value) => value + 1);
  }, []);

  const run = useCallback(
    async (
      call: () => Promise<{
        round: RoundView;
        balance: string;
        freeRounds?: FreeRoundsView | null;
      }>,
    ) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      try {
        const result = await call();
        if (result.freeRounds !== undefined) setFreeRounds(result.freeRounds);
        setRound(result.round);
        setBalance(result.balance);
        setSeeds((current) =>
          current && current.serverSeedHash === result.round.serverSeedHash
            ? { ...current, nonce: Math.max(current.nonce, result.round.nonce + 1) }
            : current,
        );
        setLastEvent({ kind: "round", round: result.round, balance: result.balance });
        setRoundsVersion((version) => version + 1);
        return result.round;
      } catch (error) {
        setLastEvent({ kind: "error", error });
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [],
  );

  const placeBet = useCallback(
    (amount: string, params: Record<string, unknown>) =>
      run(() => api.placeBet({ amount, params })),
    [api, run],
  );

  /** Plays one of the granted free rounds: its stake is the grant's, nothing is debited. */
  const placeFreeRound = useCallback(
    (params: Record<string, unknown>) =>
      freeRounds
        ? run(() =>
            api.placeBet({ amount: freeRounds.betAmount, params, freeRoundsId: freeRounds.id }),
          )
        : Promise.resolve(null),
    [api, run, freeRounds],
  );

  const act = useCallback(
    (roundId: string, action: RoundActionBody) => run(() => api.act(roundId, action)),
    [api, run],
  );

  /** POST /seeds: reveals the active server seed; a new client seed when given. */
  const rotateSeeds = useCallback(
    async (clientSeed?: string): Promise<RevealedSeeds> => {
      const result = await api.rotateSeeds(clientSeed);
      setSeeds(result.seeds);
      setRoundsVersion((version) => version + 1);
      return result.revealed;
    },
    [api],
  );

  /** Shows a refusal the frame found itself (a bad amount) like one from the server. */
  const reportError = useCallback((error: unknown) => setLastEvent({ kind: "error", error }), []);
  const clearLastEvent = useCallback(() => setLastEvent(null), []);

  return {
    api,
    state,
    balance,
    round,
    seeds,
    busy,
    lastEvent,
    roundsVersion,
    reload,
    placeBet,
    freeRounds,
    placeFreeRound,
    act,
    rotateSeeds,
    reportError,
    clearLastEvent,
  };
}

export type GameSession = ReturnType<typeof useGameSession>;
