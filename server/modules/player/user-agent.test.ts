import { describe, expect, it } from "vitest";
import { parseUserAgent } from "./user-agent.ts";

describe("parseUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      { device: "desktop", browser: "Chrome 126", os: "Windows 10" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { device: "mobile", browser: "Safari 17.5", os: "iOS 17.5" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36",
      { device: "mobile", browser: "Chrome 125", os: "Android 14" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
      { device: "tablet", browser: "Chrome 120", os: "Android 13" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87",
      { device: "desktop", browser: "Edge 126", os: "macOS 10.15" },
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
      { device: "desktop", browser: "Firefox 127", os: "Linux" },
    ],
    ["node", { device: "unknown", browser: "Unknown", os: "Unknown" }],
    ["", { device: "unknown", browser: "Unknown", os: "Unknown" }],
  ])("%s", (ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });
});
