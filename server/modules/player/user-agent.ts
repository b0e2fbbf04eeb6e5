/** What the sessions page shows about a device, parsed from its User-Agent header. */
export interface ClientDevice {
  device: "desktop" | "mobile" | "tablet" | "unknown";
  browser: string;
  os: string;
}

const version = (match: RegExpExecArray | null, index = 1): string | undefined =>
  match?.[index]?.split(/[._]/).slice(0, 2).filter(Boolean).join(".").replace(/\.0$/, "");

const withVersion = (name: string, value: string | undefined) =>
  value ? `${name} ${value}` : name;

/** A small User-Agent parser: the common browsers, systems and device classes. */
export function parseUserAgent(userAgent: string | undefined): ClientDevice {
  const ua = (userAgent ?? "").slice(0, 1000);
  if (!ua.trim()) return { device: "unknown", browser: "Unknown", os: "Unknown" };

  let os = "Unknown";
  let match: RegExpExecArray | null;
  if ((match = /Windows NT (\d+\.\d+)/.exec(ua))) {
    const names: Record<string, string> = { "10.0": "10", "6.3": "8.1", "6.2": "8", "6.1": "7" };
    os = `Windows ${names[match[1] ?? ""] ?? match[1]}`;
  } else if ((match = /(?:iPhone|iPad|iPod).*? OS (\d+[_.]\d+)/.exec(ua)))
    os = withVersion("iOS", version(match));
  else if ((match = /Android (\d+(?:\.\d+)?)/.exec(ua)))
    os = withVersion("Android", version(match));
  else if ((match = /Mac OS X (\d+[_.]\d+)/.exec(ua))) os = withVersion("macOS", version(match));
  else if (/CrOS/.test(ua)) os = "ChromeOS";
  else if (/Linux/.test(ua)) os = "Linux";

  let browser = "Unknown";
  if ((match = /Edg(?:e|A|iOS)?\/(\d+)/.exec(ua))) browser = withVersion("Edge", match[1]);
  else if ((match = /(?:OPR|Opera)\/(\d+)/.exec(ua))) browser = withVersion("Opera", match[1]);
  else if ((match = /SamsungBrowser\/(\d+)/.exec(ua)))
    browser = withVersion("Samsung Internet", match[1]);
  else if ((match = /YaBrowser\/(\d+)/.exec(ua))) browser = withVersion("Yandex Browser", match[1]);
  else if ((match = /(?:Firefox|FxiOS)\/(\d+)/.exec(ua)))
    browser = withVersion("Firefox", match[1]);
  else if ((match = /(?:Chrome|CriOS)\/(\d+)/.exec(ua))) browser = withVersion("Chrome", match[1]);
  else if ((match = /Version\/(\d+(?:\.\d+)?).*Safari/.exec(ua)))
    browser = withVersion("Safari", match[1]);
  else if (/Telegram/i.test(ua)) browser = "Telegram";
  else if ((match = /^([A-Za-z][\w-]*)\/(\d+)/.exec(ua))) browser = `${match[1]} ${match[2]}`;

  let device: ClientDevice["device"] = "desktop";
  if (/iPad|Tablet|PlayBook|Silk/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua)))
    device = "tablet";
  else if (/Mobi|iPhone|iPod|Android|Windows Phone/.test(ua)) device = "mobile";
  else if (os === "Unknown") device = "unknown";

  return { device, browser, os };
}
