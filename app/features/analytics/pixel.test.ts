import { describe, expect, it } from "vitest";
import { depositPixelAction } from "../../lib/analytics.ts";
import { pixelRequestUrl } from "./pixel.ts";

const pixel = { url: "https://pixel.partner.example/p.gif", id: "acc-7" };
const device = {
  screen: "390x844",
  timeZone: "Europe/Berlin",
  plugins: 5,
  memory: 8,
  cores: 4,
  renderer: "ANGLE (Apple, Apple M1)",
};

const idsOf = (action: string) => {
  const url = pixelRequestUrl(pixel, action, device, "n1");
  if (!url) return null;
  const params = new URL(url).searchParams;
  return { aid: params.get("aid"), cid: params.get("cid") };
};

describe("retargeting pixel", () => {
  it("fires the SPEC §9 ids by deposit count: ftd, dep2, dep3, dep4, then dep5plus", () => {
    const actions = [1, 2, 3, 4, 5, 12].map((count) => depositPixelAction(count) ?? "none");
    expect(actions).toEqual(["ftd", "dep2", "dep3", "dep4", "dep5plus", "dep5plus"]);
    expect(actions.map(idsOf)).toEqual([
      { aid: "83", cid: "2" },
      { aid: "84", cid: "6" },
      { aid: "85", cid: "7" },
      { aid: "86", cid: "8" },
      { aid: "87", cid: "9" },
      { aid: "87", cid: "9" },
    ]);
  });

  it("sends the generic deposit, bet, bet30, visit and registration ids", () => {
    expect(idsOf("deposit")).toEqual({ aid: "89", cid: "4" });
    expect(idsOf("bet")).toEqual({ aid: "88", cid: "3" });
    // bet30 has an action id and no class id of its own.
    expect(idsOf("bet30")).toEqual({ aid: "90", cid: null });
    expect(idsOf("visit")).toEqual({ aid: "80", cid: "5" });
    expect(idsOf("regfin")).toEqual({ aid: "81", cid: "1" });
    expect(idsOf("regnotfin")).toEqual({ aid: "82", cid: "14" });
  });

  it("carries the account and the device facts the partner matches by", () => {
    const url = new URL(pixelRequestUrl(pixel, "ftd", device, "n1") ?? "");
    expect(url.origin + url.pathname).toBe("https://pixel.partner.example/p.gif");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      pid: "acc-7",
      sr: "390x844",
      tz: "Europe/Berlin",
      pl: "5",
      mem: "8",
      hc: "4",
      gpu: "ANGLE (Apple, Apple M1)",
    });
  });

  it("sends nothing for an action SPEC §9 does not define", () => {
    expect(pixelRequestUrl(pixel, "dep6", device, "n1")).toBeNull();
    expect(depositPixelAction(0)).toBeNull();
  });
});
