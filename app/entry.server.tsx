import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { serverContext } from "#server-context";
import type { RootData } from "./lib/use-root-data.ts";
import { readUrlModals } from "./lib/modals/modal-registry.ts";
import { preloadUrlModalDialog } from "./ui/url-modal/url-modal-host.tsx";
import { loadModalBodies } from "./load-modal-bodies.ts";
import { createDocumentCache, documentCacheKey } from "./lib/document-cache.server.ts";
import {
  contentScript,
  pageContentDirs,
  pageTextNames,
  serverI18n,
  ServerI18nContext,
} from "./lib/i18n.ts";

export const streamTimeout = 5_000;

const documents = createDocumentCache();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const server = loadContext.get(serverContext);
  const nonce = server.nonce;
  const { errors, loaderData } = routerContext.staticHandlerContext;
  // A document that is the same for every visitor is rendered once (see document-cache.server).
  const cacheKey =
    responseStatusCode === 200 && nonce && !errors && !responseHeaders.has("set-cookie")
      ? documentCacheKey(request.url, loaderData)
      : undefined;
  const cached = cacheKey ? documents.get(cacheKey, nonce) : undefined;
  if (cached !== undefined) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(cached, { headers: responseHeaders, status: responseStatusCode });
  }
  // The page renders with every dir of its locale (one shared instance per catalogue and set of
  // on-demand texts: `layout.pages` cut down to its own) and ships the dirs it needs as an
  // inline script. With no root data (its loader failed) the error page
  // renders English defaults and there is nothing to ship.
  const root = loaderData["root"] as RootData | undefined;
  // A URL modal's dialog renders in the shell, as entry.client hydrates it with the page.
  const search = new URL(request.url).search;
  await preloadUrlModalDialog(search, loadModalBodies);
  let i18n = null;
  let bootstrapScriptContent: string | undefined;
  if (root) {
    const handles = routerContext.staticHandlerContext.matches.map(
      (match) => routerContext.routeModules[match.route.id]?.handle,
    );
    const withUrlModal = readUrlModals(search).length > 0;
    const dirs = pageContentDirs(handles, withUrlModal);
    // The page renders with the on-demand texts it ships: hydration finds every text it shows.
    const texts = pageTextNames(handles, withUrlModal);
    const [resources, json] = await Promise.all([
      server.getContent(root.locale, texts),
      server.getContentJson(root.locale, dirs, texts),
    ]);
    i18n = serverI18n(root.locale, resources);
    bootstrapScriptContent = contentScript(root.locale, json, texts);
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerI18nContext value={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerI18nContext>,
      {
        nonce,
        bootstrapScriptContent,
        [readyOption]() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              if (cacheKey) chunks.push(chunk);
              callback(null, chunk);
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              if (cacheKey && responseStatusCode === 200) {
                documents.set(cacheKey, Buffer.concat(chunks).toString("utf8"), nonce);
              }
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
