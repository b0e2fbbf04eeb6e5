import { renewRedisKeyPrefix } from "./app.ts";

// Runs before each database test file (vitest's setupFiles), in a worker shared by many files.
renewRedisKeyPrefix();
