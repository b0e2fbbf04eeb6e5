import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { SportEvent } from "../../../contracts/sportsbook.ts";
import { withBookApp } from "../../../sportsbook/server/test-support.ts";
import type { TestApp } from "../../../tests/support/app.ts";
import { launchGame } from "../../../tests/support/game-wallet.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";

let app: TestApp;
withBookApp((started) => (app = started), {
  SPORTSBOOK_PROVIDER: "altenar",
  ALTENAR_SCRIPT_URL: "https://widget.example.net/altenar/widget.js",
  ALTENAR_INTEGRATION: "sevens-stage",
});

describe("the vendor's name files (SPEC §7)", () => {
  it("lists a sport's categories with their championships, and its categories", async () => {
    const champs = await api<{
      Categories: {
        CategoryId: number;
        Championships: { ChampionshipId: number; Name: string }[];
      }[];
    }>(app, "GET", "/altenar-data/145-champs.json");
    expect(champs.status).toBe(200);
    const csgo = champs.body.Categories.find((category) => category.CategoryId === 1534);
    expect(csgo?.Championships.map((championship) => championship.Name)).toContain(
      "Major Championship",
    );
    const categories = await api<{ Categories: { CategoryId: number; Name: string }[] }>(
      app,
      "GET",
      "/altenar-data/145-categories.json",
    );
    expect(categories.body.Categories).toEqual(
      expect.arrayContaining([
        { CategoryId: 1534, Name: "CS:GO" },
        { CategoryId: 1533, Name: "Dota2" },
        { CategoryId: 1330, Name: "Valorant" },
        { CategoryId: 1307, Name: "Hearthstone" },
      ]),
    );
  });

  it("answers 404 for a sport it does not have and 400 for another file", async () => {
    expect((await api(app, "GET", "/altenar-data/999-champs.json")).status).toBe(404);
    expect((await api(app, "GET", "/altenar-data/66-teams.json")).status).toBe(400);
  });
});

describe("GET /api/game/sport/search", () => {
  it("finds events by championship and by team, live first", async () => {
    const byLeague = await api<{ data: SportEvent[]; meta: { totalRows: number } }>(
      app,
      "GET",
      "/api/game/sport/search?name=premier%20league",
    );
    expect(byLeague.status).toBe(200);
    expect(byLeague.body.data.length).toBeGreaterThan(0);
    expect(
      byLeague.body.data.every(
        (event) =>
          /premier league/i.test(event.championship.name) || /premier league/i.test(event.name),
      ),
    ).toBe(true);
    const team = byLeague.body.data[0]!.competitors[0]!.name;
    const byTeam = await api<{ data: SportEvent[] }>(
      app,
      "GET",
      `/api/game/sport/search?name=${encodeURIComponent(team)}`,
    );
    expect(byTeam.body.data.some((event) => event.name.includes(team))).toBe(true);
    const tooShort = await api<{ error: { code: number } }>(
      app,
      "GET",
      "/api/game/sport/search?name=a",
    );
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error.code).toBe(ErrorCode.VALIDATION);
  });
});

describe("the vendor's launch (SPORTSBOOK_PROVIDER=altenar)", () => {
  it("answers the widget's script and the vendor's token for a signed-in player, none for a guest", async () => {
    const player = await registerPlayer(app);
    const launched = await launchGame(
      app,
      player.accessToken,
      "altenar-sportsbook-altenar-sportsbook",
      {
        locale: "en",
        platform: 1,
      },
    );
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    expect(launched.body.data.gameUrl).toBe("https://widget.example.net/altenar/widget.js");
    const [payload] = launched.body.data.token.split(".");
    expect(JSON.parse(Buffer.from(payload!, "base64url").toString())).toMatchObject({
      integration: "sevens-stage",
      currency: launched.body.data.currency,
    });
    expect(
      (await launchGame(app, undefined, "altenar-sportsbook-altenar-sportsbook", {})).status,
    ).toBe(401);
    // The built-in book keeps answering (its search and name files serve the widget too).
    expect((await launchGame(app, player.accessToken, "sevens-sportsbook", {})).status).toBe(200);
  });
});
