import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

interface MeasureOptions {
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
  /** A query parameter of its own on every request (`?bench=N`): no cache can answer it. */
  uniqueQuery?: boolean;
}

/** One bounded autocannon run against a loopback URL. */
export async function measure(
  name: string,
  url: string,
  options: MeasureOptions = {},
): Promise<LoadResult> {
  let sequence = 0;
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.durationSeconds ?? 5,
    headers: options.headers,
    requests: options.uniqueQuery
      ? [
          {
            setupRequest: (request) => {
              const path = request.path ?? "/";
              sequence += 1;
              return {
                ...request,
                path: `${path}${path.includes("?") ? "&" : "?"}bench=${sequence}`,
              };
            },
          },
        ]
      : undefined,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * `measure` from a child process, so the load generator does not share the server's event loop
 * (in the server's thread, every request the bench makes costs the server the time to make it).
 */
export function measureFromChild(
  name: string,
  url: string,
  options: MeasureOptions = {},
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--measure"]);
    let result: LoadResult | undefined;
    child.once("message", (message: LoadResult) => {
      result = message;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (result) resolve(result);
      else reject(new Error(`load process exited with ${code} and no result`));
    });
    child.send({ name, url, options });
  });
}

if (process.argv.includes("--measure")) {
  process.once(
    "message",
    (request: { name: string; url: string; options: MeasureOptions }) =>
      void measure(request.name, request.url, request.options).then((result) => {
        process.send?.(result, () => process.exit(0));
      }),
  );
}

export function printTable(title: string, rows: LoadResult[], reference?: string): void {
  const base = rows.find((row) => row.name === reference);
  console.log(`\n${title}\n`);
  console.log("| target | req/s | p50 ms | p99 ms | errors | non-2xx | ratio to reference |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    const ratio = base ? (row.requestsPerSecond / base.requestsPerSecond).toFixed(2) : "";
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.non2xx} | ${ratio} |`,
    );
  }
}
