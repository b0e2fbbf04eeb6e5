import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The real server (`node server/main.ts`, the built web app included) as a child process on a
 * free loopback port: for what only the production entry point shows (start-up refusals, the
 * SSR route, which cannot render inside Vitest's module graph).
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes a DATA_DIR it made. */
  close(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would; the data stays. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Starts the server; resolves once /api/health answers, rejects if it exits or takes too long. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: { dataDir?: string; port?: number } = {},
): Promise<ServerProcess> {
  // A given DATA_DIR belongs to the caller (a restart reuses it); one made here is removed.
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "sevens-process-"));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`server exited with ${child.exitCode}: ${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, child, output: () => output, close, kill };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(`server at ${url} did not become healthy in ${timeoutMs} ms: ${output}`);
}
