import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { allows, useConsent, type Consent } from "../../lib/consent.ts";
import { installErrorReporter } from "../../lib/error-reporting.ts";
import { isTelegramLaunch } from "../../lib/telegram/launch.ts";
import { useLocale } from "../../lib/use-localized-path.ts";
import { useRootData } from "../../lib/use-root-data.ts";
import { PIXEL_LOAD_ERROR } from "./pixel.ts";
import { startMetrics, startSessionRecording, startTagManager } from "./vendors.ts";
import { forgetVisitor, startVisitCollector, type VisitCollector } from "./visits.ts";

/**
 * The analytics and marketing integrations (SPEC §7), mounted once at the root. Nothing runs
 * before consent: with analytics consent the first-party visit collector, the metrics counter,
 * session recording and error reporting start; with marketing consent the tag manager and the
 * retargeting pixel. Each also needs its configuration (publicConfig.integrations). Withdrawing
 * a consent reloads the page, so nothing started under it keeps running.
 */
export function Integrations() {
  const consent = useConsent();
  const integrations = useRootData()?.publicConfig.integrations;
  const location = useLocation();
  const locale = useLocale();
  const started = useRef<Consent | null>(null);
  const visits = useRef<VisitCollector | null>(null);
  const metrics = useRef<ReturnType<typeof startMetrics> | null>(null);
  const analytics = allows(consent, "analytics");
  const marketing = allows(consent, "marketing");

  // A consent taken back: forget this browser's id and start again without what it allowed.
  useEffect(() => {
    const before = started.current;
    started.current = consent;
    if (!before) return;
    const revoked =
      (before.analytics && !consent?.analytics) || (before.marketing && !consent?.marketing);
    if (!revoked) return;
    if (before.analytics && !consent?.analytics) forgetVisitor();
    installErrorReporter(null);
    window.location.reload();
  }, [consent]);

  useEffect(() => {
    if (!analytics || !integrations) return undefined;
    visits.current = startVisitCollector();
    if (integrations.metrics) metrics.current = startMetrics(integrations.metrics);
    if (integrations.sessionRecording) startSessionRecording(integrations.sessionRecording);
    const reporting = integrations.errorReporting;
    if (reporting) {
      import("./error-reporting.client.ts")
        .then((module) => module.startErrorReporting(reporting))
        .catch(() => undefined);
    }
    return () => {
      visits.current?.stop();
      visits.current = null;
      metrics.current?.stop();
      metrics.current = null;
    };
  }, [analytics, integrations]);

  useEffect(() => {
    if (!marketing || !integrations) return undefined;
    const stops: (() => void)[] = [];
    if (integrations.tagManager) stops.push(startTagManager(integrations.tagManager));
    const pixel = integrations.pixel;
    if (pixel) {
      let live = true;
      import("./pixel-client.ts")
        .then((module) => {
          if (live) stops.push(module.startPixel(pixel));
        })
        .catch(() => console.error(PIXEL_LOAD_ERROR));
      stops.push(() => {
        live = false;
      });
    }
    return () => stops.forEach((stop) => stop());
  }, [marketing, integrations]);

  // One visit (and one counter hit) per page, after the consent effects above; opening or
  // closing a dialog (the query) is not another page.
  useEffect(() => {
    if (!analytics) return;
    visits.current?.visit(location.pathname, locale, isTelegramLaunch() ? "tg" : "web");
    metrics.current?.hit(location.pathname);
  }, [analytics, location.pathname, locale]);

  return null;
}
