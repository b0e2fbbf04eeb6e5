import { benchFoundation } from "./foundation.ts";

// Benchmarks print tables; they are never part of `npm test`.
console.log(`Sevens benchmarks — node ${process.version}, ${new Date().toISOString()}`);
await benchFoundation();
process.exit(0);
