import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { measure, printTable } from "./http.ts";

/**
 * Issue 2: SSR home against a static asset served by the same process, and the
 * cached settings endpoint, all on embedded PGlite.
 */
export async function benchFoundation(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sevens-bench-"));
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "100000000",
  });
  const running = await buildApp({ config });
  await running.app.listen({ port: 0, host: "127.0.0.1" });
  const address = running.app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const asset = readdirSync("build/client/assets").find((file) => file.endsWith(".js"));
  try {
    const rows = [];
    rows.push(await measure("static asset (hashed JS)", `${base}/assets/${asset}`));
    rows.push(await measure("SSR home /", `${base}/`));
    rows.push(await measure("GET /api/settings/currencies", `${base}/api/settings/currencies`));
    printTable(
      "Foundation: 10 connections, 5 s each, PGlite, one process",
      rows,
      "static asset (hashed JS)",
    );
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
