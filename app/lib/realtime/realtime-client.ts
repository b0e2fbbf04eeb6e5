import type { io as ioFunction, Socket } from "socket.io-client";
import {
  REALTIME_PATH,
  type ChannelAck,
  type ClientToServerEvents,
  type RealtimeMessage,
  type ServerToClientEvents,
} from "../../../contracts/events.ts";
import { createSubscriptionManager, type MessageHandler } from "./subscriptions.ts";

/** SPEC §9 realtime constants. */
export const REALTIME_TIMEOUT_MS = 5_000;
export const REALTIME_RECONNECT_DELAY_MS = 500;
export const REALTIME_RECONNECT_DELAY_MAX_MS = 20_000;
/** Jitter on the reconnect backoff, so a restarted server is not hit by every tab at once. */
export const REALTIME_RANDOMIZATION_FACTOR = 0.5;
/** The server pings every 25 s and the client allows this much slack before it reconnects. */
export const REALTIME_PING_SLACK_MS = 10_000;

/** SPEC §4 "Realtime connection". */
export type RealtimeState = "disconnected" | "connecting" | "connected";

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RealtimeClientOptions {
  /** Server origin; the page's own origin by default. */
  url?: string;
  token?: string | null;
  /**
   * Called when the server refuses the token (invalid or expired). Resolve a fresh token to
   * reconnect as the player, or null to carry on as a guest. Without it the client goes guest.
   */
  onUnauthorized?: () => Promise<string | null>;
  /** Called when a subscription is refused (e.g. a channel of another player). */
  onRefused?: (channel: string, error: { code: number; message: string }) => void;
  /** Passed to socket.io-client (tests use transports: ["websocket"]). */
  socketOptions?: Parameters<typeof ioFunction>[1];
  /**
   * The first connection waits for this (at most READY_WAIT_MS): a page restoring a session
   * connects once, as the player, instead of as a guest torn down mid-handshake.
   */
  ready?: () => Promise<void>;
}

/** How long the first connection waits for `ready` before going ahead. */
export const READY_WAIT_MS = 10_000;

export interface RealtimeClient {
  getState(): RealtimeState;
  /** Listener runs on every state change; returns its unsubscribe function. */
  onStateChange(listener: () => void): () => void;
  /**
   * The access token of the current session, or null for a guest. A change of session (another
   * player or session, sign-in, sign-out) reconnects; a refreshed token of the same session is
   * only used from the next reconnect on.
   */
  setToken(token: string | null): void;
  /**
   * Runs after a reconnect that could not replay what was missed (Socket.IO connection-state
   * recovery failed: the server restarted, or the gap was too long): the listener refetches
   * what the events would have changed. Returns its unsubscribe function.
   */
  onResync(listener: () => void): () => void;
  subscribe<M extends RealtimeMessage = RealtimeMessage>(
    channel: string,
    handler: MessageHandler<M>,
  ): () => void;
  /** Drops the connection and every listener for good. */
  close(): void;
  /** The underlying socket (diagnostics and tests); it exists once the client has started. */
  readonly socket: ClientSocket;
}

/**
 * Socket.IO's client is fetched when the first connection starts (from an effect, after the
 * page has painted and hydrated), so it is not part of the code a page needs to show itself.
 */
const loadIo = (): Promise<typeof ioFunction> => import("socket.io-client").then((m) => m.io);

const UNAUTHORIZED = 10401;

/** `sub` and `sid` of a JWT, without verifying it: enough to tell sessions apart. */
export function sessionKeyOf(token: string | null): string | null {
  if (!token) return null;
  const part = token.split(".")[1];
  if (!part) return token;
  try {
    const json = atob(
      part
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(part.length / 4) * 4, "="),
    );
    const claims = JSON.parse(json) as { sub?: unknown; sid?: unknown };
    return `${String(claims.sub)}|${String(claims.sid)}`;
  } catch {
    return token;
  }
}

export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  let token = options.token ?? null;
  let state: RealtimeState = "disconnected";
  let closed = false;
  /** Connecting waits for a microtask, so effects of the same render can set the token first. */
  let started = false;
  /** The token the server last refused, so one bad token does not loop. */
  let refusedToken: string | null = null;
  const stateListeners = new Set<() => void>();
  const resyncListeners = new Set<() => void>();
  /** Whether this client was connected before: only a reconnect can have missed events. */
  let connectedBefore = false;

  const socketOptions = {
    path: REALTIME_PATH,
    autoConnect: false,
    timeout: REALTIME_TIMEOUT_MS,
    reconnection: true,
    reconnectionDelay: REALTIME_RECONNECT_DELAY_MS,
    reconnectionDelayMax: REALTIME_RECONNECT_DELAY_MAX_MS,
    randomizationFactor: REALTIME_RANDOMIZATION_FACTOR,
    withCredentials: false,
    // Read at every (re)connect, so the latest token is always the one sent.
    auth: (callback: (data: object) => void) => callback(token ? { token } : {}),
    ...options.socketOptions,
  };
  let created: ClientSocket | undefined;
  const socketOf = (): ClientSocket => {
    if (!created) throw new Error("The realtime client has not started yet");
    return created;
  };

  function setState(next: RealtimeState): void {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) listener();
  }

  const subscriptions = createSubscriptionManager<RealtimeMessage>({
    join(channel) {
      socketOf()
        .timeout(REALTIME_TIMEOUT_MS)
        .emit("subscribe", { channel }, (error: Error | null, ack?: ChannelAck) => {
          if (error) return; // timed out: the next reconnect joins again
          if (ack && !ack.ok) options.onRefused?.(channel, ack.error);
        });
    },
    leave(channel) {
      socketOf().emit("unsubscribe", { channel }, () => undefined);
    },
  });

  function createSocket(io: typeof ioFunction): ClientSocket {
    const socket: ClientSocket = options.url ? io(options.url, socketOptions) : io(socketOptions);
    socket.on("connect", () => {
      setState("connected");
      // Rooms live on the server connection: join them again after every reconnect.
      subscriptions.setConnected(true);
      const missedEvents = connectedBefore && !socket.recovered;
      connectedBefore = true;
      if (missedEvents) for (const listener of [...resyncListeners]) listener();
    });
    socket.on("disconnect", () => {
      subscriptions.setConnected(false);
      setState(socket.active && !closed ? "connecting" : "disconnected");
    });
    socket.io.on("reconnect_attempt", () => setState("connecting"));
    socket.io.on("reconnect_failed", () => setState("disconnected"));
    socket.on("connect_error", (error: Error & { data?: { code?: number } }) => {
      if (socket.active) {
        setState("connecting");
        return;
      }
      // Refused by the server's middleware: no automatic retry follows.
      setState("disconnected");
      if (error.data?.code === UNAUTHORIZED && !closed) void recoverFromRefusedToken();
    });
    socket.on("message", (channel, message) => subscriptions.dispatch(channel, message));
    return socket;
  }

  async function recoverFromRefusedToken(): Promise<void> {
    refusedToken = token;
    let next: string | null;
    try {
      next = (await options.onUnauthorized?.()) ?? null;
    } catch {
      next = null;
    }
    if (closed) return;
    token = next && next !== refusedToken ? next : null;
    connect();
  }

  function connect(): void {
    if (closed) return;
    setState("connecting");
    socketOf().connect();
  }

  function reconnect(): void {
    if (closed) return;
    const socket = socketOf();
    subscriptions.setConnected(false);
    socket.disconnect();
    // A new session must not recover the old one's rooms and missed messages: forget the
    // connection-state-recovery id and offset (socket.io-client keeps them privately).
    const recovery = socket as unknown as { _pid?: string; _lastOffset?: string };
    recovery._pid = undefined;
    recovery._lastOffset = undefined;
    connect();
  }

  queueMicrotask(() => {
    if (started || closed) return;
    // Socket.IO loads while the session (if any) is restored; the first connection waits for
    // both, so it is made once, as the player.
    const loading = loadIo();
    const ready = options.ready?.();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = ready
      ? Promise.race([
          ready.catch(() => undefined),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, READY_WAIT_MS))),
        ])
      : Promise.resolve();
    void Promise.all([loading, waited]).then(
      ([io]) => {
        clearTimeout(timer);
        if (started || closed) return;
        created = createSocket(io);
        started = true;
        connect();
      },
      // The chunk could not be fetched (offline, a new build): the page goes on without live
      // updates, as it does when the server cannot be reached.
      () => clearTimeout(timer),
    );
  });

  return {
    get socket() {
      return socketOf();
    },
    getState: () => state,
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    setToken(next) {
      const previous = token;
      token = next;
      if (!started || closed) return;
      if (
        sessionKeyOf(previous) !== sessionKeyOf(next) ||
        (next !== null && next === refusedToken)
      ) {
        refusedToken = null;
        reconnect();
      } else if (state === "disconnected" && !socketOf().active) {
        connect();
      }
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    subscribe(channel, handler) {
      return subscriptions.add(channel, handler as MessageHandler<RealtimeMessage>);
    },
    close() {
      closed = true;
      subscriptions.clear();
      created?.disconnect();
      setState("disconnected");
      stateListeners.clear();
      resyncListeners.clear();
    },
  };
}

let shared: RealtimeClient | undefined;
let sharedOptions: RealtimeClientOptions = {};
/** The session's token, kept for the client until something on the page needs it. */
let sharedToken: string | null = null;
const sharedResyncListeners = new Set<() => void>();

/** Options for the shared client; call before it is first used (e.g. from the session layer). */
export function configureRealtime(options: Omit<RealtimeClientOptions, "token">): void {
  sharedOptions = { ...sharedOptions, ...options };
}

/**
 * The one client of the page, created on first use: by the first listener of a channel or of
 * the connection state. A page with neither (a game's frame) never connects. Browser only: call
 * it from effects and event handlers, never during render, so nothing connects during SSR.
 */
export function getRealtimeClient(): RealtimeClient {
  if (typeof window === "undefined")
    throw new Error("The realtime client runs in the browser only");
  if (!shared) {
    shared = createRealtimeClient({ ...sharedOptions, token: sharedToken });
    shared.onResync(() => {
      for (const listener of [...sharedResyncListeners]) listener();
    });
  }
  return shared;
}

/** The shared client if it exists already; never creates it (safe during render). */
export function peekRealtimeClient(): RealtimeClient | undefined {
  return shared;
}

/** The session's access token (null for a guest), for the shared client now or once it exists. */
export function setRealtimeToken(token: string | null): void {
  sharedToken = token;
  shared?.setToken(token);
}

/** Runs `listener` after a reconnect of the shared client that missed events; returns its removal. */
export function onRealtimeResync(listener: () => void): () => void {
  sharedResyncListeners.add(listener);
  return () => sharedResyncListeners.delete(listener);
}
