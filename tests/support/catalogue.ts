import { readFileSync } from "node:fs";
import path from "node:path";
import { contentDirs, type ContentResources, type ContentTree } from "../../contracts/content.ts";

/** The English catalogue, every dir, as pages render with it (texts live only there). */
export function englishContent(): ContentResources {
  return Object.fromEntries(
    contentDirs.map((dir) => [
      dir,
      JSON.parse(
        readFileSync(path.join(import.meta.dirname, "../../content/en", `${dir}.json`), "utf8"),
      ) as ContentTree,
    ]),
  ) as ContentResources;
}
