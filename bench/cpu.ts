import { readdirSync, readFileSync } from "node:fs";
import type { Row } from "./support.ts";

/**
 * Where a load's CPU time went, per operation: this process (the server), PostgreSQL's
 * processes, the rest of the machine (the load generator, the kernel, anything else) and what
 * stayed idle. On a machine whose cores the server, the database and the load generator share,
 * this says which of them sets the pace. Linux only (/proc); elsewhere nothing is measured.
 */

/** The kernel's clock ticks per second for /proc times (USER_HZ: 100 on every Linux build). */
const TICKS_PER_SECOND = 100;

interface Sample {
  serverMicros: number;
  databaseTicks: number;
  busyTicks: number;
  idleTicks: number;
  at: number;
}

export interface CpuSplit {
  name: string;
  /** Milliseconds of CPU per operation. */
  server: number;
  database: number;
  rest: number;
  idle: number;
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/**
 * utime + stime of every process named `postgres`, in ticks, and the time of its children that
 * exited (cutime + cstime, the postmaster's): pgbench's connections end with its run.
 */
function postgresTicks(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid) || readOrEmpty(`/proc/${pid}/comm`).trim() !== "postgres") continue;
    // The fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = readOrEmpty(`/proc/${pid}/stat`).split(") ")[1]?.split(" ") ?? [];
    for (const field of fields.slice(11, 15)) ticks += Number(field);
  }
  return ticks;
}

function sample(): Sample | undefined {
  const total = readOrEmpty("/proc/stat").split("\n")[0];
  if (!total?.startsWith("cpu ")) return undefined;
  // user nice system idle iowait irq softirq steal
  const [user, nice, system, idle, iowait, irq, softirq, steal] = total
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const usage = process.cpuUsage();
  return {
    serverMicros: usage.user + usage.system,
    databaseTicks: postgresTicks(),
    busyTicks:
      (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0),
    idleTicks: (idle ?? 0) + (iowait ?? 0),
    at: performance.now(),
  };
}

/**
 * Runs a load and splits the CPU time it took per operation (undefined off Linux). Operations are
 * the load's rate times the whole call, so set-up inside `run` (funding players) counts too.
 */
export async function withCpuSplit(
  run: () => Promise<Row>,
): Promise<{ row: Row; split?: CpuSplit }> {
  const before = sample();
  const row = await run();
  const after = sample();
  if (!before || !after) return { row };
  const operations = (row.perSecond * (after.at - before.at)) / 1000;
  if (operations <= 0) return { row };
  const perOperation = (ms: number) => Number((ms / operations).toFixed(2));
  const tickMs = 1000 / TICKS_PER_SECOND;
  const server = (after.serverMicros - before.serverMicros) / 1000;
  const database = (after.databaseTicks - before.databaseTicks) * tickMs;
  const busy = (after.busyTicks - before.busyTicks) * tickMs;
  return {
    row,
    split: {
      name: row.name,
      server: perOperation(server),
      database: perOperation(database),
      rest: perOperation(Math.max(0, busy - server - database)),
      idle: perOperation((after.idleTicks - before.idleTicks) * tickMs),
    },
  };
}

export function printCpuSplits(title: string, splits: CpuSplit[]): void {
  if (splits.length === 0) return;
  console.log(`\n${title}\n`);
  console.log(
    "| target | server ms/op | PostgreSQL ms/op | rest (load generator, kernel) ms/op | idle ms/op |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const split of splits) {
    console.log(
      `| ${split.name} | ${split.server} | ${split.database} | ${split.rest} | ${split.idle} |`,
    );
  }
}
