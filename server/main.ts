import { ConfigError, loadConfig } from "./config.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// React and other libraries pick their production builds from NODE_ENV when first imported,
// so it is settled before the app (and with it React) is loaded.
process.env.NODE_ENV = config.NODE_ENV;
const { buildApp } = await import("./app.ts");
const running = await buildApp({ config });
await running.app.listen({ port: config.PORT, host: config.HOST });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    running.app.log.info({ signal }, "shutting down");
    void running.close().then(() => process.exit(0));
  });
}
