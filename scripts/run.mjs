#!/usr/bin/env node
// The one entry point behind `npm start`, `npm test`, `npm run dev` and `npm run bench`.
// It uses plain Node so it runs on any version: it makes sure Node >= 22.22 is used
// (installing Node 24 from the npm registry into ~/.node24 when the machine's is older),
// installs dependencies when they are missing or stale, builds when sources changed,
// and then runs the requested task with that Node first in PATH.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const task = process.argv[2];
const extraArgs = process.argv.slice(3);
const MIN_NODE = [22, 22];

function log(message) {
  console.log(`[sevens] ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: process.env,
    ...options,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function runOrExit(command, args) {
  const status = run(command, args);
  if (status !== 0) process.exit(status);
}

function nodeIsRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

function ensureNode() {
  if (nodeIsRecentEnough(process.version)) return;
  const prefix = path.join(homedir(), ".node24");
  const binary = path.join(prefix, "bin", "node");
  if (!existsSync(binary)) {
    log(
      `Node ${process.version} is older than ${MIN_NODE.join(".")}; installing Node 24 into ${prefix}`,
    );
    runOrExit("npm", ["install", "--global", "--prefix", prefix, "node@24"]);
  }
  log(`re-running with ${binary}`);
  const env = {
    ...process.env,
    PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH}`,
  };
  const result = spawnSync(binary, [fileURLToPath(import.meta.url), task, ...extraArgs], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  process.exit(result.status ?? 1);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function ensureDependencies() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm ci`: exactly the committed lock file, as an operator or CI would install it.
  log("installing dependencies (npm ci)");
  runOrExit("npm", ["ci", "--no-audit", "--no-fund"]);
}

/** Whether this run includes the browser journeys (no --project filter, or --project e2e). */
function runsBrowserJourneys(args) {
  const projects = [];
  args.forEach((arg, index) => {
    if (arg === "--project") projects.push(args[index + 1]);
    else if (arg.startsWith("--project=")) projects.push(arg.slice("--project=".length));
  });
  return projects.length === 0 || projects.includes("e2e");
}

function canRun(command, args) {
  const result = spawnSync(command, args, { stdio: "ignore" });
  return !result.error && result.status === 0;
}

/**
 * The browser journeys drive Debian's Chromium (tests/e2e/support/browser.ts). When it is
 * missing, install it with apt-get if this user may (root, or passwordless sudo); otherwise stop
 * before the run with the one command to type.
 */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (existsSync(chromium)) return;
  const manual =
    "the browser journeys need Chromium: run `sudo apt-get install -y chromium` " +
    "(or set CHROMIUM_PATH to a Chromium binary), then `npm test` again";
  if (process.env.CHROMIUM_PATH || !canRun("apt-get", ["--version"])) {
    console.error(`[sevens] ${manual}`);
    process.exit(1);
  }
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const prefix = asRoot
    ? []
    : canRun("sudo", ["-n", "true"])
      ? ["sudo", "-n", "env", "DEBIAN_FRONTEND=noninteractive"]
      : undefined;
  if (!prefix) {
    console.error(`[sevens] ${manual}`);
    process.exit(1);
  }
  log("installing Chromium for the browser journeys (apt-get install chromium)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const apt = (args) =>
    prefix.length
      ? run(prefix[0], [...prefix.slice(1), "apt-get", ...args], { env })
      : run("apt-get", args, { env });
  if (apt(["update"]) !== 0 || apt(["install", "-y", "chromium"]) !== 0 || !existsSync(chromium)) {
    console.error(`[sevens] could not install Chromium; ${manual}`);
    process.exit(1);
  }
}

function ensureBuild() {
  const output = path.join(root, "build", "server", "index.js");
  // Every folder the build reads: the app, its contracts and the house studio's frame (house/ui).
  const sources = [
    "app",
    "contracts",
    "house",
    "public",
    "vite.config.ts",
    "react-router.config.ts",
    "package-lock.json",
  ];
  const newestSource = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (existsSync(output) && statSync(output).mtimeMs >= newestSource) return;
  log("building the web app");
  runOrExit("npx", ["react-router", "build"]);
}

/**
 * Vitest in two runs when no project is named: the unit and database projects first, then the
 * browser journeys, so Chromium never competes with the RTP simulations for the two cores. A
 * JSON report asked for with --outputFile.json=FILE is written as FILE and FILE.e2e.json.
 */
function runTests(args) {
  const namesProject = args.some((arg) => arg === "--project" || arg.startsWith("--project="));
  if (namesProject) return run("npx", ["vitest", "run", ...args]);
  const withReport = (suffix) =>
    args.map((arg) =>
      arg.startsWith("--outputFile.json=") && suffix
        ? `${arg.replace(/\.json$/, "")}${suffix}`
        : arg,
    );
  const first = run("npx", [
    "vitest",
    "run",
    "--project",
    "unit",
    "--project",
    "db",
    ...withReport(""),
  ]);
  const second = run("npx", ["vitest", "run", "--project", "e2e", ...withReport(".e2e.json")]);
  return first !== 0 ? first : second;
}

ensureNode();
process.env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`;
ensureDependencies();

switch (task) {
  case "start": {
    ensureBuild();
    // `npm start` is the laptop command: on a loopback HOST it keeps the sandbox mailbox and
    // payments a production server refuses by default (docs/decisions/005-…). Whatever the user
    // set wins; a public HOST gets nothing extra.
    const host = process.env.HOST || "localhost";
    const sandboxDefaults = {
      SANDBOX_PAGES: "true",
      PAYMENT_SANDBOX: "true",
      KYC_SANDBOX: "true",
      ALLOW_SANDBOX_IN_PRODUCTION: "true",
    };
    const unset = Object.keys(sandboxDefaults).filter((name) => !process.env[name]);
    if (["localhost", "127.0.0.1", "::1"].includes(host) && unset.length > 0) {
      for (const name of unset) process.env[name] = sandboxDefaults[name];
      log(
        `local start on ${host}: sandbox mailbox, payments and identity checks on (${unset.join(", ")} set)`,
      );
    }
    process.exit(run(process.execPath, ["server/main.ts", ...extraArgs]));
    break;
  }
  case "test":
    ensureBuild();
    if (runsBrowserJourneys(extraArgs)) ensureChromium();
    runOrExit("npm", ["run", "typecheck"]);
    runOrExit("npm", ["run", "lint"]);
    process.exit(runTests(extraArgs));
    break;
  case "bench":
    ensureBuild();
    process.exit(run(process.execPath, ["bench/run.ts", ...extraArgs]));
    break;
  case "dev":
    process.exit(run("npx", ["react-router", "dev", ...extraArgs]));
    break;
  case "screenshots":
    ensureBuild();
    ensureChromium();
    process.exit(run(process.execPath, ["scripts/screenshots.ts", ...extraArgs]));
    break;
  default:
    console.error(`usage: node scripts/run.mjs start|test|bench|dev|screenshots`);
    process.exit(2);
}
