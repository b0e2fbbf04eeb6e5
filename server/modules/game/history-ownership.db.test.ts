import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";

/** Another player's account id in the bets and spins filters is 404, like any foreign id. */
describe("game history: accountId must be the player's own", () => {
  let app: TestApp;
  let mine: { token: string; accountId: string };
  let theirs: { token: string; accountId: string };

  const playerWithAccount = async () => {
    const { accessToken: token } = await registerPlayer(app);
    const accounts = await api<{ data: { id: string }[] }>(app, "GET", "/api/wallet/accounts", {
      token,
    });
    return { token, accountId: accounts.body.data[0]?.id ?? "" };
  };

  beforeAll(async () => {
    app = await startTestApp();
    mine = await playerWithAccount();
    theirs = await playerWithAccount();
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const path of ["/api/game/bets", "/api/game/spins"]) {
    it(`${path}: own account 200, another player's or an unknown one 404`, async () => {
      const own = await api(app, "GET", `${path}?accountId=${mine.accountId}`, {
        token: mine.token,
      });
      expect(own.status).toBe(200);

      for (const accountId of [theirs.accountId, "00000000-0000-4000-8000-000000000000"]) {
        const foreign = await api(app, "GET", `${path}?accountId=${accountId}`, {
          token: mine.token,
        });
        expect(foreign.status, accountId).toBe(404);
        expect(foreign.body).toMatchObject({ error: { code: 10404 } });
      }
      // Without the filter nothing changes.
      expect((await api(app, "GET", path, { token: mine.token })).status).toBe(200);
    });
  }
});
