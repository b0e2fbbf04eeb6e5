// React picks its production build from NODE_ENV at first import: settle it before loading the app.
process.env.NODE_ENV = "production";
const { benchFoundation } = await import("./foundation.ts");

// Benchmarks print tables; they are never part of `npm test`.
console.log(`Sevens benchmarks — node ${process.version}, ${new Date().toISOString()}`);
await benchFoundation();
process.exit(0);

export {};
