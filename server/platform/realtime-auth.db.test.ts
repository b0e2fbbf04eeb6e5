import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../contracts/errors.ts";
import { startTestApp, type TestApp } from "../../tests/support/app.ts";
import { api, registerPlayer } from "../../tests/support/players.ts";
import { connectClient, eventually, type TestClient } from "../../tests/support/realtime.ts";
import { signAccessToken, verifyAccessToken } from "./auth-token.ts";

/** Sockets accept exactly the tokens HTTP accepts, and one address cannot flood them. */
describe("realtime: token check, sockets per IP, guests per IP", () => {
  let app: TestApp;
  const clients: TestClient[] = [];
  const connect = async (token?: string, ip?: string) => {
    const client = await connectClient(app.url, token, {
      headers: ip ? { "x-forwarded-for": ip } : {},
    });
    clients.push(client);
    return client;
  };
  const sign = (playerId: string, sessionId?: string) =>
    signAccessToken(
      { playerId, sessionId, ttlSeconds: 600 },
      app.platform.config.secrets.jwtSecret,
    );

  beforeAll(async () => {
    app = await startTestApp({ env: { SOCKETS_PER_IP: "3", TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await app?.close();
  });

  it("refuses, like HTTP, a signed token without a session, of an unknown one or a closed one", async () => {
    const player = await registerPlayer(app);
    const ip = "10.0.1.1";
    const usable = await connect(player.accessToken, ip);
    expect(usable.socket.connected).toBe(true);
    usable.close();

    const claims = await verifyAccessToken(
      player.accessToken,
      app.platform.config.secrets.jwtSecret,
    );
    const playerId = claims?.playerId ?? "";
    const withoutSession = await sign(playerId, undefined);
    const unknownSession = await sign(playerId, "6f1c0a4e-1111-4a2b-9c3d-000000000000");
    for (const token of [withoutSession, unknownSession]) {
      expect((await api(app, "GET", "/api/player/profile", { token })).status).toBe(401);
      await expect(connect(token, ip)).rejects.toMatchObject({
        data: { code: ErrorCode.UNAUTHORIZED },
      });
    }

    const closed = await api(app, "POST", "/api/player/sessions/logout", {
      token: player.accessToken,
    });
    expect(closed.status).toBe(200);
    expect(
      (await api(app, "GET", "/api/player/profile", { token: player.accessToken })).status,
    ).toBe(401);
    await expect(connect(player.accessToken, ip)).rejects.toMatchObject({
      data: { code: ErrorCode.UNAUTHORIZED },
    });
  });

  it("refuses a socket beyond SOCKETS_PER_IP from one address, and takes one after a close", async () => {
    const ip = "10.0.2.2";
    const open = [
      await connect(undefined, ip),
      await connect(undefined, ip),
      await connect(undefined, ip),
    ];
    await expect(connect(undefined, ip)).rejects.toMatchObject({
      data: { code: ErrorCode.RATE_LIMITED },
    });
    // Another address is not affected.
    expect((await connect(undefined, "10.0.2.3")).socket.connected).toBe(true);

    open[0]?.close();
    await eventually(async () => {
      const again = await connect(undefined, ip);
      expect(again.socket.connected).toBe(true);
    });
  });

  it("counts guests once per IP address in global:online", async () => {
    for (const client of clients.splice(0)) client.close();
    await eventually(async () => expect(await app.platform.realtime.onlineCount()).toBe(0));
    const a = await connect(undefined, "10.0.3.1");
    await connect(undefined, "10.0.3.1");
    await connect(undefined, "10.0.3.1");
    await eventually(async () => expect(await app.platform.realtime.onlineCount()).toBe(1));
    await connect(undefined, "10.0.3.2");
    await eventually(async () => expect(await app.platform.realtime.onlineCount()).toBe(2));
    expect(await a.subscribe("global:online")).toEqual({ ok: true });
    const first = await a.waitFor((e) => e.channel === "global:online");
    expect(first.message).toEqual({ event: "online.updated", count: 2 });
  });
});
