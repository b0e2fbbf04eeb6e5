import { io, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorCode } from "../../contracts/errors.ts";
import { REALTIME_PATH } from "../../contracts/events.ts";
import {
  SPORTSBOOK_NAMESPACE,
  type LiveSubscribeAck,
  type SportEvent,
  type SportEventWithMarkets,
  type SportTreeNode,
  type SportsbookClientToServer,
  type SportsbookServerToClient,
} from "../../contracts/sportsbook.ts";
import type { TestApp } from "../../tests/support/app.ts";
import { api } from "../../tests/support/players.ts";
import { bookCall, withBookApp } from "./test-support.ts";

let app: TestApp;
const sockets: Socket[] = [];
withBookApp((started) => (app = started));
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

type Page = { data: SportEvent[]; meta: { totalRows: number } };

const tree = async (query = "") =>
  (await bookCall<{ data: SportTreeNode[] }>(app, null, "GET", `/sports${query}`)).body.data;

describe("the book's names in the caller's language (locale)", () => {
  it("names sports and categories in German, slugs and championships as in English", async () => {
    const german = await tree("?locale=de");
    const soccer = german.find((sport) => sport.id === 66);
    expect(soccer).toMatchObject({ name: "Fußball", code: "soccer" });
    expect(german.find((sport) => sport.id === 70)?.name).toBe("Eishockey");
    const england = soccer?.categories.find((category) => category.countryCode === "GB");
    expect(england).toMatchObject({ name: "England", slug: "england" });
    const germany = soccer?.categories.find((category) => category.countryCode === "DE");
    expect(germany).toMatchObject({ name: "Deutschland", slug: "germany" });
    const english = await tree();
    expect(english.find((sport) => sport.id === 66)?.name).toBe("Soccer");
    expect(english.find((sport) => sport.id === 66)?.categories[0]?.championships).toEqual(
      soccer?.categories[0]?.championships,
    );
  });

  it("answers English for a language it lacks, 400 for a locale that is not a tag", async () => {
    expect((await tree("?locale=xx")).find((sport) => sport.id === 66)?.name).toBe("Soccer");
    expect((await tree("?locale=sv-SE")).find((sport) => sport.id === 66)?.name).toBe("Fotboll");
    const bad = await bookCall<{ error: { code: number } }>(
      app,
      null,
      "GET",
      "/sports?locale=%3Cscript%3E",
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe(ErrorCode.VALIDATION);
  });

  it("names events in the lists, the carousels and the event page", async () => {
    const page = await bookCall<Page>(app, null, "GET", "/events?sportId=66&perPage=5&locale=fa");
    expect(page.status).toBe(200);
    const event = page.body.data[0]!;
    expect(event.sport).toEqual({ id: 66, name: "فوتبال", slug: "soccer" });
    const top = await bookCall<Page>(app, null, "GET", "/events/top?sportId=66&locale=ru");
    expect(top.body.data.every((entry) => entry.sport.name === "Футбол")).toBe(true);
    const one = await bookCall<{ data: SportEventWithMarkets }>(
      app,
      null,
      "GET",
      `/events/${event.id}?locale=de`,
    );
    expect(one.body.data.sport.name).toBe("Fußball");
    expect(one.body.data.slug).toBe(event.slug);
    expect(one.body.data.markets.length).toBeGreaterThan(0);
  });

  it("searches by the category's name in the caller's language too", async () => {
    const german = await api<Page>(app, "GET", "/api/game/sport/search?name=Spanien&locale=de");
    expect(german.status).toBe(200);
    expect(german.body.data.length).toBeGreaterThan(0);
    expect(german.body.data.some((event) => event.category.slug === "spain")).toBe(true);
    expect(german.body.data.find((e) => e.category.slug === "spain")?.category.name).toBe(
      "Spanien",
    );
    const english = await api<Page>(app, "GET", "/api/game/sport/search?name=Spain");
    expect(english.body.data.some((event) => event.category.name === "Spain")).toBe(true);
  });

  it("names the live snapshot in the handshake's locale", async () => {
    const socket: Socket<SportsbookServerToClient, SportsbookClientToServer> = io(
      `${app.url}${SPORTSBOOK_NAMESPACE}`,
      {
        path: REALTIME_PATH,
        transports: ["websocket"],
        auth: { locale: "de" },
        reconnection: false,
      },
    );
    sockets.push(socket as unknown as Socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    const ack = await new Promise<LiveSubscribeAck>((resolve) =>
      socket.emit("subscribe", { topic: "live" }, resolve),
    );
    if (!ack.ok || ack.snapshot?.topic !== "live") throw new Error(JSON.stringify(ack));
    const soccer = ack.snapshot.events.filter((event) => event.sport.id === 66);
    expect(soccer.length).toBeGreaterThan(0);
    expect(soccer.every((event) => event.sport.name === "Fußball")).toBe(true);
  });
});
