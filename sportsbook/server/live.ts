import type { FastifyBaseLogger } from "fastify";
import type { Namespace } from "socket.io";
import { ErrorCode } from "../../contracts/errors.ts";
import {
  bookLocaleParam,
  liveSubscribeSchema,
  liveUnsubscribeSchema,
  SPORTSBOOK_NAMESPACE,
  type LiveChange,
  type LiveSubscribeAck,
  type SportBet,
  type SportsbookClientToServer,
  type SportsbookServerToClient,
} from "../../contracts/sportsbook.ts";
import type { Db } from "../../server/db/client.ts";
import type { RealtimeServer } from "../../server/platform/realtime.ts";
import { localNames, type LocalNames } from "../catalogue/local-names.ts";
import type { BookClock } from "./clock.ts";
import {
  latestSeqs,
  selectChangesSince,
  selectEvent,
  selectLiveEvents,
  type ChangeRow,
} from "./event-store.ts";
import { localizeEvent } from "./localize.ts";
import { LIVE_TOPIC } from "./ticker.ts";
import type { EventViews } from "./views.ts";

/**
 * The live channel: the Socket.IO namespace /sportsbook on the platform's socket server (same
 * path, same Redis adapter across processes). Topics `event:{id}` and `live` carry the ticker's
 * numbered changes; `subscribe` answers a snapshot, or the changes after `since` while they are
 * kept, so a client resumes after a reconnect without a gap (contracts/sportsbook.ts). Topic
 * `bets` carries the caller's own bets; it needs the book token in the handshake's auth.
 * Snapshots name sports and categories in the handshake's `locale` (auth, a BCP 47 tag), as the
 * HTTP reads do; the numbered changes are one log for every language, so the events in them
 * carry the catalogue's English names, and a client keeps the names it has for the ids.
 */

/** Changes one resume may answer; a client further behind gets a snapshot. */
const RESUME_MAX_CHANGES = 500;

interface SocketData {
  playerRef?: string;
  names?: LocalNames;
}

type BookNamespace = Namespace<
  SportsbookClientToServer,
  SportsbookServerToClient,
  Record<string, never>,
  SocketData
>;

const betsRoom = (playerRef: string) => `bets:${playerRef}`;

export function toLiveChange(row: ChangeRow): LiveChange {
  return {
    topic: row.topic,
    seq: row.seq,
    prev: row.prev,
    at: row.createdAt.toISOString(),
    updates: row.updates as LiveChange["updates"],
  };
}

export function createLiveChannel(deps: {
  io: RealtimeServer;
  db: Db;
  clock: BookClock;
  views: EventViews;
  logger: FastifyBaseLogger;
  playerOfToken(token: unknown): Promise<string | null>;
}) {
  const { db, clock, views } = deps;
  const namespace = deps.io.of(SPORTSBOOK_NAMESPACE) as unknown as BookNamespace;

  namespace.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; locale?: unknown } | undefined;
    const locale = bookLocaleParam.safeParse(auth?.locale);
    socket.data.names = localNames(locale.success ? locale.data : undefined);
    const token: unknown = auth?.token;
    if (token === undefined || token === null || token === "") {
      next();
      return;
    }
    deps.playerOfToken(token).then(
      (playerRef) => {
        if (!playerRef) {
          const error = new Error(
            "Open the sportsbook again: this session is not valid",
          ) as Error & {
            data?: unknown;
          };
          error.data = { code: ErrorCode.UNAUTHORIZED, message: error.message };
          next(error);
          return;
        }
        socket.data.playerRef = playerRef;
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  async function snapshotOf(topic: string, names: LocalNames): Promise<LiveSubscribeAck> {
    const [seq] = [...(await latestSeqs(db, [topic])).values()];
    const now = clock.now();
    if (topic === LIVE_TOPIC) {
      const events = await selectLiveEvents(db);
      return {
        ok: true,
        topic,
        seq: seq ?? 0,
        snapshot: {
          topic: "live",
          events: events.map((event) => localizeEvent(views.event(event, now), names)),
        },
      };
    }
    const event = await selectEvent(db, Number(topic.slice("event:".length)));
    if (!event)
      return { ok: false, error: { code: ErrorCode.NOT_FOUND, message: "No such event" } };
    return {
      ok: true,
      topic,
      seq: seq ?? 0,
      snapshot: { topic: "event", event: localizeEvent(views.eventWithMarkets(event, now), names) },
    };
  }

  namespace.on("connection", (socket) => {
    socket.on("subscribe", (request, ack) => {
      const reply = typeof ack === "function" ? ack : () => undefined;
      const parsed = liveSubscribeSchema.safeParse(request);
      if (!parsed.success) {
        reply({
          ok: false,
          error: { code: ErrorCode.VALIDATION, message: "Expected { topic, since? }" },
        });
        return;
      }
      const { topic, since } = parsed.data;
      if (topic === "bets") {
        const playerRef = socket.data.playerRef;
        if (!playerRef) {
          reply({
            ok: false,
            error: { code: ErrorCode.UNAUTHORIZED, message: "Connect with your sportsbook token" },
          });
          return;
        }
        void Promise.resolve(socket.join(betsRoom(playerRef))).then(() =>
          reply({ ok: true, topic, seq: 0 }),
        );
        return;
      }
      // Join first: a change committed while the answer is built arrives as a message, and the
      // client keeps those with a seq above the answer's.
      void (async () => {
        await socket.join(topic);
        if (since !== undefined) {
          const changes = await selectChangesSince(db, topic, since, RESUME_MAX_CHANGES);
          if (changes) {
            reply({
              ok: true,
              topic,
              seq: changes.at(-1)?.seq ?? since,
              changes: changes.map(toLiveChange),
            });
            return;
          }
        }
        const answer = await snapshotOf(topic, socket.data.names ?? localNames(undefined));
        if (!answer.ok) await socket.leave(topic);
        reply(answer);
      })().catch((error: unknown) => {
        deps.logger.error({ err: error, topic }, "sportsbook: live subscribe failed");
        reply({ ok: false, error: { code: ErrorCode.INTERNAL, message: "Try again in a moment" } });
      });
    });

    socket.on("unsubscribe", (request, ack) => {
      const reply = typeof ack === "function" ? ack : () => undefined;
      const parsed = liveUnsubscribeSchema.safeParse(request);
      if (!parsed.success) {
        reply({ ok: false });
        return;
      }
      const room =
        parsed.data.topic === "bets" && socket.data.playerRef
          ? betsRoom(socket.data.playerRef)
          : parsed.data.topic;
      void Promise.resolve(socket.leave(room)).then(() => reply({ ok: true }));
    });
  });

  return {
    publish(changes: readonly ChangeRow[]) {
      for (const change of changes) namespace.to(change.topic).emit("change", toLiveChange(change));
    },
    publishBet(playerRef: string, bet: SportBet) {
      namespace.to(betsRoom(playerRef)).emit("bet", { topic: "bets", bet });
    },
  };
}
export type LiveChannel = ReturnType<typeof createLiveChannel>;
