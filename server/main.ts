import { ConfigError, loadConfig } from "./config.ts";
import { buildApp } from "./app.ts";

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

const running = await buildApp({ config });
await running.app.listen({ port: config.PORT, host: config.HOST });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    running.app.log.info({ signal }, "shutting down");
    void running.close().then(() => process.exit(0));
  });
}
