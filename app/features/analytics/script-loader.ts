/** Third-party scripts, each loaded once (async, no referrer), when consent and configuration allow. */
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.referrerPolicy = "strict-origin-when-cross-origin";
      script.dataset.integration = "true";
      script.addEventListener("load", () => resolve());
      script.addEventListener("error", () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`script did not load: ${new URL(src).origin}`));
      });
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
