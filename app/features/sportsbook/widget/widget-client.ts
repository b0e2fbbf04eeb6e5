/**
 * The vendor's sportsbook widget in the page (SPEC §4 "Sportsbook widget"): its script is loaded
 * in the browser only, once; the widget is `not-initiated` until the script has loaded and
 * `init` ran, then `initiated`. Calls made before that wait in order and run as soon as it is
 * initiated, so a token refresh or a route change made during loading is never lost.
 */

export type WidgetState = "not-initiated" | "initiated";

/** A route of the widget: what it shows (SPEC §2 query parameters, as ids). */
export interface WidgetRoute {
  page?: string;
  sportId?: number;
  categoryIds?: number[];
  championshipIds?: number[];
  eventId?: number;
  /** The widget's own names, the fallback for addresses (SPEC §8). */
  sportName?: string;
  categoryName?: string;
  championshipName?: string;
  eventName?: string;
}

export interface WidgetInitParams {
  integration: string;
  culture: string;
  /** Empty for a guest (SPEC §6). */
  token: string;
}

export interface WidgetSportsbookProps extends WidgetRoute {
  /** SPEC §9: the host owns the address; the widget routes in memory. */
  routerType: "memory";
  onRouteChange?: (route: WidgetRoute) => void;
  onSignInButtonClick?: () => void;
}

/** The part of the vendor's SDK (`window.altenarWSDK`) the app uses. */
export interface WidgetSdk {
  init(params: WidgetInitParams): void;
  set(params: Partial<WidgetInitParams> & WidgetRoute): void;
  addSportsBook(params: { container: HTMLElement; props: WidgetSportsbookProps }): void;
  remove(): void;
}

export interface WidgetClient {
  state(): WidgetState;
  onStateChange(listener: () => void): () => void;
  /** Loads the script and initialises the widget, once; later calls wait for the first. */
  start(scriptUrl: string, params: WidgetInitParams): Promise<void>;
  /** Runs now when initiated, else as soon as it is. */
  run(call: (sdk: WidgetSdk) => void): void;
}

export function createWidgetClient(options: {
  loadScript: (url: string) => Promise<void>;
  sdk: () => WidgetSdk | undefined;
}): WidgetClient {
  let state: WidgetState = "not-initiated";
  let starting: Promise<void> | null = null;
  const waiting: ((sdk: WidgetSdk) => void)[] = [];
  const listeners = new Set<() => void>();

  function flush(sdk: WidgetSdk): void {
    while (waiting.length > 0) {
      const call = waiting.shift();
      try {
        call?.(sdk);
      } catch (error) {
        console.error("Sportsbook widget call failed", error);
      }
    }
  }

  return {
    state: () => state,
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(scriptUrl, params) {
      starting ??= options
        .loadScript(scriptUrl)
        .then(() => {
          const sdk = options.sdk();
          if (!sdk) throw new Error("The sportsbook widget script did not define its SDK");
          sdk.init(params);
          state = "initiated";
          for (const listener of [...listeners]) listener();
          flush(sdk);
        })
        .catch((error: unknown) => {
          // A later start may try again (the network came back).
          starting = null;
          throw error;
        });
      return starting;
    },
    run(call) {
      const sdk = state === "initiated" ? options.sdk() : undefined;
      if (!sdk) {
        waiting.push(call);
        return;
      }
      try {
        call(sdk);
      } catch (error) {
        console.error("Sportsbook widget call failed", error);
      }
    },
  };
}

const loadedScripts = new Map<string, Promise<void>>();

/** Adds `<script src async>` to the document once per address (browser only). */
export function loadScriptOnce(url: string): Promise<void> {
  let loading = loadedScripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.addEventListener("load", () => resolve());
      script.addEventListener("error", () => {
        loadedScripts.delete(url);
        script.remove();
        reject(new Error(`The sportsbook widget script could not be loaded: ${url}`));
      });
      document.head.append(script);
    });
    loadedScripts.set(url, loading);
  }
  return loading;
}
