/**
 * `npm run screenshots`: every route of SPEC §2 and every URL dialog, at 390 and 1280 px, light
 * and dark, into ./screenshots with an index.html a reviewer can look through. Runs the built
 * production server on a free port with a throwaway DATA_DIR, and one Chromium. Then home, wallet
 * and a game at 390 px in de, ru, fa and hi; `npm run screenshots -- --locales` takes only those.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { MODAL_REGISTRY } from "../app/lib/modals/modal-registry.ts";
import { newContext } from "../tests/e2e/support/browser.ts";
import { EVERY_ROUTE } from "../tests/support/routes.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "screenshots");

const ROUTES = EVERY_ROUTE;
const WIDTHS = [390, 1280] as const;
const MODES = ["light", "dark"] as const;
/** Issue 16: the pages a player sees most, in long-word, Cyrillic, right-to-left and Devanagari locales. */
const LOCALE_PASS = {
  locales: ["de", "ru", "fa", "hi"],
  routes: ["/", "/wallet", "/game/sevens-dice"],
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}

async function register(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/player/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      payload: {
        email: `screens${Date.now()}@example.com`,
        password: "correct horse 7",
        currency: "EUR",
        country: "DE",
        agreements: true,
      },
      fingerprint: { visitorId: "screenshots", confidence: { score: 1 } },
    }),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^sevens_refresh=([^;]+)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  throw new Error(`registration failed: ${response.status}`);
}

async function signIn(page: Page, baseUrl: string, refreshToken: string): Promise<void> {
  await page.goto(`${baseUrl}/wallet`);
  await page.context().addCookies([
    {
      name: "sevens_refresh",
      value: refreshToken,
      url: `${baseUrl}/api/player/sessions/refresh`,
      httpOnly: true,
      sameSite: "Strict",
    },
  ]);
  await page.evaluate(() =>
    localStorage.setItem("sevens:session", JSON.stringify({ since: Date.now() })),
  );
}

/**
 * Opens a page and waits until it is what a visitor sees: hydrated, the session restored (the
 * header shows the balance) when signed in, the network quiet and the preloader's fade over.
 */
async function openSettled(page: Page, url: string, signedIn: boolean): Promise<void> {
  await page.goto(url);
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
      timeout: 20_000,
    })
    .catch(() => undefined);
  if (signedIn) {
    await page
      .getByTestId("header-balance")
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
  }
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page
    .locator(".preloader")
    .waitFor({ state: "detached", timeout: 5_000 })
    .catch(() => undefined);
}

function fileName(kind: string, name: string, width: number, mode: string): string {
  const slug = name.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-") || "home";
  return `${kind}-${slug}-${width}-${mode}.png`;
}

async function main(): Promise<void> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "sevens-screens-"));
  const server = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      SANDBOX_PAGES: "true",
      PAYMENT_SANDBOX: "true",
      KYC_SANDBOX: "true",
      ALLOW_SANDBOX_IN_PRODUCTION: "true",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const shots: { group: string; name: string; file: string; width: number; mode: string }[] = [];
  try {
    await waitForHealth(baseUrl);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const refreshToken = await register(baseUrl);
    const modals = [...MODAL_REGISTRY.values()];
    const widths = process.argv.includes("--locales") ? [] : WIDTHS;
    for (const width of widths) {
      for (const mode of MODES) {
        const context = await newContext(browser, {
          viewport: { width, height: width < 600 ? 844 : 800 },
          colorScheme: mode,
        });
        const page = await context.newPage();
        let signedIn = false;
        const capture = async (group: string, name: string, target: string) => {
          await openSettled(page, `${baseUrl}${target}`, signedIn && name !== "/no-such-page");
          const file = fileName(group, name, width, mode);
          await page.screenshot({ path: path.join(out, file) });
          shots.push({ group, name, file, width, mode });
          console.log(`[screenshots] ${file}`);
        };
        for (const modal of modals.filter((item) => item.access === "guest")) {
          await capture("dialog", modal.name, `/?${modal.name}=true`);
        }
        await signIn(page, baseUrl, refreshToken);
        signedIn = true;
        for (const route of ROUTES) await capture("page", route, route);
        for (const modal of modals.filter((item) => item.access !== "guest")) {
          await capture("dialog", modal.name, `/?${modal.name}=true`);
        }
        await context.close();
      }
    }
    const phone = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    await signIn(phonePage, baseUrl, await register(baseUrl));
    for (const locale of LOCALE_PASS.locales) {
      for (const route of LOCALE_PASS.routes) {
        const target = `/${locale}${route === "/" ? "" : route}`;
        await openSettled(phonePage, `${baseUrl}${target}`, true);
        const file = fileName("locale", target, 390, "light");
        await phonePage.screenshot({ path: path.join(out, file) });
        shots.push({ group: "locale", name: target, file, width: 390, mode: "light" });
        console.log(`[screenshots] ${file}`);
      }
    }
    await phone.close();
    const groups = new Map<string, typeof shots>();
    for (const shot of shots) {
      const key = `${shot.group}: ${shot.name}`;
      groups.set(key, [...(groups.get(key) ?? []), shot]);
    }
    const sections = [...groups]
      .map(
        ([title, items]) =>
          `<section><h2>${title}</h2><div class="row">${items
            .map(
              (shot) =>
                `<figure><a href="${shot.file}"><img loading="lazy" src="${shot.file}" alt="${title} at ${shot.width} px, ${shot.mode}"></a><figcaption>${shot.width} px · ${shot.mode}</figcaption></figure>`,
            )
            .join("")}</div></section>`,
      )
      .join("\n");
    writeFileSync(
      path.join(out, "index.html"),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sevens screenshots</title>` +
        `<style>body{font-family:system-ui;margin:24px;background:#f5f4fa}h2{font-size:16px}` +
        `.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}` +
        `figure{margin:0}img{max-height:320px;border:1px solid #ccc;background:#fff}` +
        `figcaption{font-size:12px;color:#555}</style></head><body><h1>Sevens: every page and dialog</h1>${sections}</body></html>`,
    );
    console.log(`[screenshots] ${shots.length} pictures: open screenshots/index.html`);
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
