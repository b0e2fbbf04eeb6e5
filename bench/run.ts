// React picks its production build from NODE_ENV at first import: settle it before loading the app.
process.env.NODE_ENV = "production";
const { benchFoundation } = await import("./foundation.ts");
const { benchLedger } = await import("./ledger.ts");
const { benchGames } = await import("./games.ts");
const { benchCasino } = await import("./casino.ts");
const { benchPage } = await import("./page.ts");
const { benchSportsbook } = await import("./sportsbook.ts");

// Benchmarks print tables; they are never part of `npm test`.
console.log(`Sevens benchmarks — node ${process.version}, ${new Date().toISOString()}`);
// `npm run bench -- ledger` runs only the named benchmarks.
const only = new Set(process.argv.slice(2));
const wanted = (name: string) => only.size === 0 || only.has(name);
if (wanted("foundation")) await benchFoundation();
if (wanted("ledger")) await benchLedger();
if (wanted("games")) await benchGames();
// Seamless-wallet rounds over HTTP (PostgreSQL against pgbench, then PGlite) and the catalogue.
if (wanted("casino")) await benchCasino();
// The built-in sportsbook: bets placed per second, settlement of 10,000 bets on one result.
if (wanted("sportsbook")) await benchSportsbook();
// The first page: SSR against a bare React Router route, first loads in Chromium on a phone.
if (wanted("page")) await benchPage();
process.exit(0);

export {};
