import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_PATH } from "../../contracts/events.ts";
import { toSportSlug, type SportTreeNode } from "../../contracts/sportsbook.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { launchBrowser } from "./support/browser.ts";
import {
  apiAs,
  openWatched,
  registerPlayer,
  storeBrowserSession,
  waitForHydration,
  type Journey,
} from "./support/journey.ts";
import { STAND_IN_WIDGET_SCRIPT, STAND_IN_WIDGET_URL } from "./support/stand-in-widget.ts";

/**
 * The vendor's widget (SPORTSBOOK_PROVIDER=altenar): a server of its own serves /sport with the
 * widget, whose script is a stand-in served by this test. The widget starts with the culture of
 * the locale and the player's token, routes in memory while the host writes the address (names
 * from /altenar-data), follows addresses opened by the player, asks the host to sign in, and
 * gets a fresh token on the account-changed event.
 */

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startServerProcess({
    SPORTSBOOK_PROVIDER: "altenar",
    ALTENAR_SCRIPT_URL: STAND_IN_WIDGET_URL,
    ALTENAR_INTEGRATION: "sevens",
    SANDBOX_PAGES: "true",
    PAYMENT_SANDBOX: "true",
    ALLOW_SANDBOX_IN_PRODUCTION: "true",
    RATE_LIMIT_PER_MINUTE: "100000",
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Call {
  call: "init" | "set" | "addSportsBook" | "remove";
  [key: string]: unknown;
}

async function withStandIn(journey: Journey): Promise<Journey> {
  await journey.context.route(STAND_IN_WIDGET_URL, (route) =>
    route.fulfill({ contentType: "application/javascript", body: STAND_IN_WIDGET_SCRIPT }),
  );
  return journey;
}

const calls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __widget?: { calls: unknown[] } }).__widget?.calls ?? [],
  ) as Promise<Call[]>;

const widget = (page: Page) => page.getByTestId("sportsbook-widget");

/** Soccer's first championship with its category, and their names in /altenar-data. */
async function premierLeague() {
  const tree = (
    (await (await fetch(`${server.url}/sportsbook/api/sports`)).json()) as {
      data: SportTreeNode[];
    }
  ).data;
  const soccer = tree.find((sport) => sport.id === 66);
  const category = soccer?.categories.find((entry) => entry.championships.length > 0);
  const championship = category?.championships[0];
  if (!category || !championship) throw new Error("no soccer championship");
  const champs = (await (await fetch(`${server.url}/altenar-data/66-champs.json`)).json()) as {
    Categories: { CategoryId: number; Championships: { ChampionshipId: number; Name: string }[] }[];
  };
  const categories = (await (
    await fetch(`${server.url}/altenar-data/66-categories.json`)
  ).json()) as {
    Categories: { CategoryId: number; Name: string }[];
  };
  const categoryName = categories.Categories.find(
    (entry) => entry.CategoryId === category.id,
  )?.Name;
  const championshipName = champs.Categories.flatMap((entry) => entry.Championships).find(
    (entry) => entry.ChampionshipId === championship.id,
  )?.Name;
  if (!categoryName || !championshipName) throw new Error("names missing in /altenar-data");
  return {
    category,
    championship,
    categorySlug: toSportSlug(categoryName),
    championshipSlug: toSportSlug(championshipName),
  };
}

describe("sportsbook widget journey", () => {
  it("a guest: the widget starts in es-ES without a token, routes in memory while the address follows, and asks to sign in", async () => {
    const league = await premierLeague();
    const { page, context, problems } = await withStandIn(
      await openWatched(browser, { width: 1280 }),
    );
    try {
      const address = `/es-mx/sport/soccer/${league.categorySlug}/${league.championshipSlug}`;
      await page.goto(`${server.url}${address}`);
      await waitForHydration(page);
      await expect.poll(() => widget(page).getAttribute("data-state")).toBe("initiated");
      await expect
        .poll(async () => (await calls(page)).map((entry) => entry.call))
        .toEqual(["init", "addSportsBook"]);
      const [init, mount] = await calls(page);
      expect(init).toMatchObject({ integration: "sevens", culture: "es-ES", token: "" });
      expect(mount?.props).toMatchObject({
        routerType: "memory",
        page: "overview",
        sportId: 66,
        categoryIds: [league.category.id],
        championshipIds: [league.championship.id],
      });

      // The widget moves to an event: the host writes the address with the names of
      // /altenar-data (not the widget's) and, the locale not being English, the ids.
      await widget(page).getByRole("button", { name: "Open event" }).click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe(`${address}/4242-widget-fc-vs-host-united`);
      expect(new URL(page.url()).searchParams.get("championshipIds")).toBe(
        String(league.championship.id),
      );
      expect(new URL(page.url()).searchParams.get("categoryIds")).toBe(String(league.category.id));
      // The widget is where it said it went: nothing is sent back to it.
      expect((await calls(page)).filter((entry) => entry.call === "set")).toEqual([]);

      // A league the name files do not know keeps the widget's own name.
      await widget(page).getByRole("button", { name: "Open unknown league" }).click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe(
          `/es-mx/sport/soccer/${league.categorySlug}/widget-cup/4242-widget-fc-vs-host-united`,
        );

      // Back: the address the player returns to is handed to the widget.
      await page.goBack();
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe(address);
      await expect
        .poll(async () => (await calls(page)).filter((entry) => entry.call === "set").at(-1))
        .toMatchObject({
          page: "overview",
          sportId: 66,
          categoryIds: [league.category.id],
          championshipIds: [league.championship.id],
        });

      // The widget's sign-in button opens the site's sign-in dialog.
      await widget(page).getByRole("button", { name: "Sign in to bet" }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("sign-in")).toBe("true");
      await page.getByRole("dialog").waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("a player: the widget gets the player's token, and a fresh one when the account changes", async () => {
    const auth = await registerPlayer(server.url, { prefix: "widget" });
    const api = apiAs(server.url, auth);
    // The stand-in is served before the first page asks for it.
    const { page, context, problems } = await withStandIn(
      await openWatched(browser, { width: 1280 }),
    );
    await page.goto(`${server.url}/wallet`);
    await waitForHydration(page);
    await storeBrowserSession(page, server.url, auth.refreshToken);
    // The page's realtime connections (Engine.IO sessions, by sid) whose join of the player's
    // accounts channel the server has acknowledged (`42<id>["subscribe",{"channel":
    // "wallet:accounts#…"}]` answered by `43<id>[{"ok":true}]`): only then does an
    // account-changed event reach the page. A connection starts on HTTP long-polling and moves
    // to its WebSocket later, so the join and its ack may go either way.
    const asked = new Set<string>();
    const joined = new Set<string>();
    const sidOf = (url: string) => new URL(url).searchParams.get("sid") ?? "";
    const isRealtime = (url: string) => new URL(url).pathname.startsWith(REALTIME_PATH);
    const packets = (payload: string | Buffer) => String(payload).split("\x1e");
    const noteSent = (sid: string, payload: string | Buffer) => {
      for (const packet of packets(payload)) {
        const join = /^42(\d+)\["subscribe",\{"channel":"wallet:accounts#/.exec(packet);
        if (join?.[1]) asked.add(`${sid}:${join[1]}`);
      }
    };
    const noteReceived = (sid: string, payload: string | Buffer) => {
      for (const packet of packets(payload)) {
        const ack = /^43(\d+)\[\{"ok":true/.exec(packet);
        if (ack?.[1] && asked.has(`${sid}:${ack[1]}`)) joined.add(sid);
      }
    };
    page.on("request", (request) => {
      if (isRealtime(request.url()) && request.method() === "POST") {
        noteSent(sidOf(request.url()), request.postData() ?? "");
      }
    });
    page.on("response", async (response) => {
      const url = response.url();
      if (!isRealtime(url) || response.request().method() !== "GET" || !sidOf(url)) return;
      noteReceived(sidOf(url), await response.text().catch(() => ""));
    });
    page.on("websocket", (socket) => {
      if (!isRealtime(socket.url())) return;
      const sid = sidOf(socket.url());
      socket.on("framesent", ({ payload }) => noteSent(sid, payload));
      socket.on("framereceived", ({ payload }) => noteReceived(sid, payload));
      socket.on("close", () => joined.delete(sid));
    });
    await page.goto(`${server.url}/sport`);
    await waitForHydration(page);
    try {
      await expect.poll(() => widget(page).getAttribute("data-state")).toBe("initiated");
      const tokens = async () =>
        (await calls(page))
          .filter((entry) => (entry.call === "init" || entry.call === "set") && "token" in entry)
          .map((entry) => entry["token"])
          .filter((token): token is string => typeof token === "string" && token !== "");
      // The sandbox vendor token names the account's currency.
      const currencyOfLatest = async () => {
        const token = (await tokens()).at(-1);
        if (!token) return null;
        const payload = JSON.parse(
          Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8"),
        ) as { currency?: string };
        return payload.currency ?? null;
      };
      await expect.poll(currencyOfLatest, { timeout: 20_000 }).toBe("USD");
      expect((await calls(page)).find((entry) => entry.call === "init")).toMatchObject({
        culture: "en-GB",
      });

      // Another account becomes the active one: the account-changed event refreshes the token.
      // It reaches the page over its realtime socket, so the page has to have joined the
      // player's accounts channel first (on a busy machine the join may still be on its way
      // when the token is there, and an event published before it is not delivered).
      await expect.poll(() => joined.size, { timeout: 20_000 }).toBeGreaterThan(0);
      const added = await api<{ id: string }>("POST", "/api/wallet/accounts", { currency: "EUR" });
      expect(added.status).toBe(200);
      expect((await api("PUT", `/api/wallet/accounts/${added.data.id}/switch`)).status).toBe(200);
      await expect.poll(currencyOfLatest, { timeout: 20_000 }).toBe("EUR");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
