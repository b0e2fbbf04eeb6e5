export type LayoutName = "default" | "empty" | "geo-restricted";

function isLayoutName(value: unknown): value is LayoutName {
  return value === "default" || value === "empty" || value === "geo-restricted";
}

/**
 * SPEC §2 layouts: a restricted country always gets the geo-restricted layout; otherwise the
 * deepest matched route asking for one (`handle = { layout: "empty" }`) wins; else default.
 */
export function chooseLayout(isGeoRestricted: boolean, handles: readonly unknown[]): LayoutName {
  if (isGeoRestricted) return "geo-restricted";
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = handles[index];
    if (handle && typeof handle === "object" && "layout" in handle && isLayoutName(handle.layout)) {
      return handle.layout;
    }
  }
  return "default";
}

/**
 * A page another site shows in its frame (the house studio's game, `handle = { isFrame: true }`):
 * it is the studio's, so none of the site's own services (session, realtime, dialogs, cookie
 * popup, analytics) run in it.
 */
export function isFramePage(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) =>
      typeof handle === "object" &&
      handle !== null &&
      "isFrame" in handle &&
      handle.isFrame === true,
  );
}

/** Pages a geo-restricted visitor may still read: help, contact and the legal pages. */
export function isOpenInRestrictedCountry(pathWithoutLocale: string): boolean {
  return /^\/(support|contact|questions|static)(\/|$)/.test(pathWithoutLocale);
}
