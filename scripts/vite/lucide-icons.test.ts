import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lucideIndexPath, readIconFiles, splitIconImports } from "./lucide-icons.ts";

const iconFiles = readIconFiles(readFileSync(lucideIndexPath(), "utf8"));

describe("lucide icons by file", () => {
  it("reads every exported name of an icon, aliases included, from the package's index", () => {
    expect(iconFiles.size).toBeGreaterThan(1000);
    expect(iconFiles.get("House")).toBe("house");
    expect(iconFiles.get("HouseIcon")).toBe("house");
    expect(iconFiles.get("Globe2")).toBe("earth");
    expect(iconFiles.get("Gamepad2")).toBe("gamepad-2");
    expect(iconFiles.has("createLucideIcon")).toBe(false);
  });

  it("imports each icon from its own file and keeps types and other exports", () => {
    const source = [
      'import { Monitor, Moon as MoonIcon, type LucideIcon, createLucideIcon } from "lucide-react";',
      'import { House } from "lucide-react"',
      'import { Search, type LucideIcon } from "lucide-react";',
      'import { useState } from "react";',
    ].join("\n");
    expect(splitIconImports(source, iconFiles)).toBe(
      [
        'import { type LucideIcon, createLucideIcon } from "lucide-react"; ' +
          'import Monitor from "lucide-react/icons/monitor"; ' +
          'import MoonIcon from "lucide-react/icons/moon";',
        'import House from "lucide-react/icons/house";',
        'import type { LucideIcon } from "lucide-react"; import Search from "lucide-react/icons/search";',
        'import { useState } from "react";',
      ].join("\n"),
    );
  });

  it("leaves a file that imports no icon as it is", () => {
    const source = 'import type { LucideIcon } from "lucide-react";\nexport const a = 1;';
    expect(splitIconImports(source, iconFiles)).toBe(source);
  });
});
