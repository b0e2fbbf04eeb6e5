import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeLaunch } from "../../../house/server/launch.ts";
import { createSportsbookProviders } from "./sportsbook.ts";
import { gameProviderSecret } from "./secret.ts";

const secrets = {
  jwtSecret: "j".repeat(64),
  providerSecret: "p".repeat(64),
  operatorToken: "o".repeat(64),
};
const launch = {
  token: "operator-launch-token-0001",
  provider: "sevens-sportsbook",
  gameIdentity: "sevens-sportsbook",
  demo: false,
  currency: "EUR",
  locale: "en",
  lobbyUrl: null,
  platform: 2 as const,
  expiresAt: new Date("2030-01-01T00:00:00Z"),
};

describe("sportsbook launches", () => {
  it("answers the built-in book's API and a launch signed for the book", async () => {
    const [builtin, vendor] = createSportsbookProviders({
      secrets,
      SPORTSBOOK_PROVIDER: "builtin",
      ALTENAR_SCRIPT_URL: undefined,
      ALTENAR_INTEGRATION: undefined,
    });
    expect(vendor).toBeUndefined();
    const launched = await builtin!.launch(launch);
    expect(launched.gameUrl).toBe("/sportsbook/api");
    const secret = gameProviderSecret(secrets.providerSecret, "sevens-sportsbook");
    const decoded = decodeLaunch(
      (provider) => (provider === "sevens-sportsbook" ? secret : null),
      launched.token,
    );
    expect(decoded).toMatchObject({
      token: launch.token,
      currency: "EUR",
      game: "sevens-sportsbook",
    });
  });

  it("answers the vendor's signed token for its game code when configured, without any network", async () => {
    const adapters = createSportsbookProviders({
      secrets,
      SPORTSBOOK_PROVIDER: "altenar",
      ALTENAR_SCRIPT_URL: "https://widget.example.net/widget.js",
      ALTENAR_INTEGRATION: "sevens-stage",
    });
    const vendor = adapters.find((adapter) => adapter.identities.includes("altenar"))!;
    const launched = await vendor.launch({
      ...launch,
      provider: "altenar",
      gameIdentity: "altenar-sportsbook-altenar-sportsbook",
    });
    expect(launched.gameUrl).toBe("https://widget.example.net/widget.js");
    const [payload, signature] = launched.token!.split(".");
    const secret = gameProviderSecret(secrets.providerSecret, "altenar");
    expect(createHmac("sha256", secret).update(payload!).digest("base64url")).toBe(signature);
    expect(JSON.parse(Buffer.from(payload!, "base64url").toString())).toMatchObject({
      sub: launch.token,
      integration: "sevens-stage",
      currency: "EUR",
    });
  });
});
