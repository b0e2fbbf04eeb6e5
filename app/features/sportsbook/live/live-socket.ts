import { io, type Socket } from "socket.io-client";
import { REALTIME_PATH } from "../../../../contracts/events.ts";
import {
  SPORTSBOOK_NAMESPACE,
  liveBetMessageSchema,
  liveChangeSchema,
  liveSubscribeAck,
  type SportsbookClientToServer,
  type SportsbookServerToClient,
} from "../../../../contracts/sportsbook.ts";
import {
  REALTIME_RANDOMIZATION_FACTOR,
  REALTIME_RECONNECT_DELAY_MAX_MS,
  REALTIME_RECONNECT_DELAY_MS,
  REALTIME_TIMEOUT_MS,
} from "../../../lib/realtime/realtime-client.ts";
import { createLiveChannel, type LiveChannel } from "./live-channel.ts";

/**
 * The socket of the book's live channel: Socket.IO namespace /sportsbook on the site's one
 * realtime path (SPEC §9 timeouts and backoff), its messages checked against the contract and
 * handed to the channel, which resumes topics after every reconnect. Browser only.
 */

type BookSocket = Socket<SportsbookServerToClient, SportsbookClientToServer>;

export interface LiveConnection {
  channel: LiveChannel;
  /** The book's launch token (the `bets` topic); a change reconnects, and topics resume. */
  setToken(token: string | null): void;
  close(): void;
}

/** The book refused the handshake's token (an expired launch). */
const UNAUTHORIZED = 10401;

export function connectLive(
  initialToken: string | null,
  /** Launches the book again; null when that failed (the channel then goes on as a guest). */
  relaunch: () => Promise<string | null>,
  /** The page's language (BCP 47): snapshots name sports and categories in it. */
  locale?: string,
): LiveConnection {
  let token = initialToken;
  const socket: BookSocket = io(SPORTSBOOK_NAMESPACE, {
    path: REALTIME_PATH,
    timeout: REALTIME_TIMEOUT_MS,
    reconnectionDelay: REALTIME_RECONNECT_DELAY_MS,
    reconnectionDelayMax: REALTIME_RECONNECT_DELAY_MAX_MS,
    randomizationFactor: REALTIME_RANDOMIZATION_FACTOR,
    withCredentials: false,
    auth: (callback: (data: object) => void) =>
      callback({ ...(token ? { token } : {}), ...(locale ? { locale } : {}) }),
  });

  const channel = createLiveChannel({
    isConnected: () => socket.connected,
    subscribe(request, answer) {
      socket.timeout(REALTIME_TIMEOUT_MS).emit("subscribe", request, (error, ack) => {
        if (error) return answer(null);
        const parsed = liveSubscribeAck.safeParse(ack);
        answer(parsed.success ? parsed.data : null);
      });
    },
    unsubscribe(topic) {
      socket.emit("unsubscribe", { topic }, () => undefined);
    },
  });

  socket.on("connect", () => channel.handleConnect());
  socket.on("connect_error", (error: Error & { data?: { code?: number } }) => {
    // A refused token stops Socket.IO's own retries: launch again, or carry on without it.
    if (socket.active || error.data?.code !== UNAUTHORIZED) return;
    const refused = token;
    void relaunch()
      .catch(() => null)
      .then((next) => {
        token = next && next !== refused ? next : null;
        socket.connect();
      });
  });
  socket.on("disconnect", () => channel.handleDisconnect());
  socket.on("change", (message) => {
    const parsed = liveChangeSchema.safeParse(message);
    if (parsed.success) channel.handleChange(parsed.data);
  });
  socket.on("bet", (message) => {
    const parsed = liveBetMessageSchema.safeParse(message);
    if (parsed.success) channel.handleBet(parsed.data.bet);
  });

  return {
    channel,
    setToken(next) {
      if (next === token) return;
      token = next;
      // The token is read on connect: reconnect as the new player (topics resume after it).
      channel.handleDisconnect();
      socket.disconnect().connect();
    },
    close() {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
