export type ColorMode = "system" | "light" | "dark";
export const COLOR_MODE_STORAGE_KEY = "sevens:color-mode";

/**
 * Runs inline in <head> before first paint so the page never flashes the wrong theme.
 * A page may force a mode through data-forced-color-mode on <html>.
 */
export const colorModeBootScript = `(function(){try{var h=document.documentElement;var m=h.getAttribute("data-forced-color-mode")||localStorage.getItem("${COLOR_MODE_STORAGE_KEY}")||"system";var d=m==="dark"||(m==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches);h.classList.toggle("dark",d);h.style.colorScheme=d?"dark":"light";}catch(e){}})();`;
