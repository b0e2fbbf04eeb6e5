import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { englishContent } from "../../../../../tests/support/catalogue.ts";
import { createI18n } from "../../../../lib/i18n.ts";
import { UrlModalHost } from "../../../../ui/url-modal/url-modal-host.tsx";
import { gameModalBodies } from "../../modal-bodies.ts";
import { clearBetNotices, rememberMaxBet } from "./bet-notices.ts";

const content = englishContent();
const loadGameModalBodies = () => Promise.resolve(gameModalBodies);

const dice = {
  id: 7,
  identity: "sevens-dice",
  name: "Dice",
  image: "/dice.png",
  provider: { identity: "sevens", name: "Sevens" },
};

/** Server-renders the modal host at `url` for a guest, bodies included. */
async function renderAt(url: string): Promise<string> {
  const router = createMemoryRouter(
    [{ path: "*", element: <UrlModalHost loadBodies={loadGameModalBodies} /> }],
    {
      initialEntries: [url],
    },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stream = await renderToReadableStream(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n("en", content)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

afterEach(() => clearBetNotices());

describe("game dialogs (server render)", () => {
  it("game-limit-reached names the limit and leads to the limits page", async () => {
    const html = await renderAt("/?game-limit-reached=14101");
    expect(html).toContain('data-modal="game-limit-reached"');
    expect(html).toContain('data-code="14101"');
    expect(html).toContain("loss limit");
    expect(html).toContain('href="/profile/limits"');
  });

  it("max-bets shows the maximum and currency the realtime message gave", async () => {
    rememberMaxBet({ game: dice, maxBet: "5.00", currency: "EUR" });
    const html = await renderAt("/?max-bets=sevens-dice");
    expect(html).toContain('data-modal-value="sevens-dice"');
    expect(html).toContain("The maximum bet in Dice with an active bonus is 5.00 EUR.");
    expect(html).toContain('href="/game/sevens-dice"');
  });

  it("max-bets restored without the message speaks generally and links to no game", async () => {
    const html = await renderAt("/?max-bets=none");
    expect(html).toContain("was above the maximum allowed");
    expect(html).not.toContain('href="/game/');
  });

  it("restricted-bets names the game of the message", async () => {
    rememberMaxBet({ game: dice, maxBet: "1.00", currency: "EUR" });
    const html = await renderAt("/?restricted-bets=sevens-dice");
    expect(html).toContain("Bets on Dice are not accepted for your account right now");
    expect(html).toContain("nothing was taken from your balance");
  });

  it("demo-game offers both modes of the game; real money asks a guest to sign in", async () => {
    const html = await renderAt("/?demo-game=sevens-dice");
    expect(html).toContain('href="/game/sevens-dice?real=false"');
    expect(html).toContain('href="/game/sevens-dice?real=true&amp;sign-in=true"');
    expect(html).toContain("Play demo");
    expect(html).toContain("Play for real");
  });

  it("demo-unavailable asks a guest to sign in or sign up and come back to real play", async () => {
    const html = await renderAt("/?demo-unavailable=sevens-dice");
    expect(html).toContain('href="/game/sevens-dice?real=true&amp;sign-in=true"');
    expect(html).toContain('href="/game/sevens-dice?real=true&amp;sign-up=true"');
  });
});
