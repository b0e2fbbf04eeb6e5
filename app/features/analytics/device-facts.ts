import type { DeviceFacts } from "./pixel.ts";

/** The graphics renderer WebGL reports, or null where it is hidden or missing. */
function graphicsRenderer(): string | null {
  try {
    const gl = document.createElement("canvas").getContext("webgl");
    if (!gl) return null;
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    const renderer: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    return typeof renderer === "string" ? renderer : null;
  } catch {
    return null;
  }
}

let facts: DeviceFacts | undefined;

/** What the retargeting pixel sends with each action (read once per page). */
export function deviceFacts(): DeviceFacts {
  facts ??= {
    screen: `${window.screen.width}x${window.screen.height}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    plugins: navigator.plugins?.length ?? 0,
    memory: (navigator as Navigator & { deviceMemory?: number }).deviceMemory ?? null,
    cores: navigator.hardwareConcurrency ?? null,
    renderer: graphicsRenderer(),
  };
  return facts;
}
