import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Route } from "./+types/redirect";
import { resolveRedirectTarget } from "../lib/redirect-target.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import type { ContentHandle } from "../lib/i18n.ts";

/** Client-only, empty layout (SPEC §2). */
export const handle: ContentHandle & { layout: "empty" } = {
  layout: "empty",
  texts: ["pages.redirect"],
};

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return { target: resolveRedirectTarget(url.searchParams.get("to"), window.location.origin) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Redirecting />;
}

/** Sends the visitor on: a same-origin path by client navigation, another site by a full load. */
export default function RedirectPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const home = useLocalizedPath()("/");
  const { target } = loaderData;

  useEffect(() => {
    if (target.kind === "external") window.location.assign(target.url);
    else void navigate(target.kind === "internal" ? target.path : home, { replace: true });
  }, [target, navigate, home]);

  return <Redirecting />;
}

function Redirecting() {
  const { t } = useTranslation("layout");
  const title = t("pages.redirect.title");
  return (
    <div role="status" className="grid flex-1 place-items-center px-4 py-20 text-center">
      <div className="flex flex-col items-center gap-4">
        <title>{`${title} · Sevens`}</title>
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-line border-t-accent"
        />
        <h1 className="text-xl font-semibold text-text">{title}</h1>
        <p className="text-sm text-muted">{t("pages.redirect.description")}</p>
      </div>
    </div>
  );
}
