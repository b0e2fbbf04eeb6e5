import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import * as z from "zod/mini";

/**
 * Affiliate tag (SPEC §9): `?stag=` is remembered for affiliateTagExpirationDays (default 30),
 * never overwritten while it lasts, and taken out of the address. Registration sends it.
 */

export const AFFILIATE_TAG_QUERY_KEY = "stag";
export const AFFILIATE_TAG_STORAGE_KEY = "affiliateTag";
export const DEFAULT_AFFILIATE_TAG_EXPIRATION_DAYS = 30;
export const AFFILIATE_TAG_MAX_LENGTH = 256;
const DAY_MS = 24 * 60 * 60 * 1000;

const storedTagSchema = z.object({
  value: z.string().check(z.minLength(1)),
  expiresAt: z.number(),
});

export type TagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The stored tag while it lasts; an expired or unreadable entry is removed. */
export function readAffiliateTag(storage: TagStorage, now: number): string | null {
  const raw = storage.getItem(AFFILIATE_TAG_STORAGE_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const stored = storedTagSchema.safeParse(parsed);
  if (!stored.success || stored.data.expiresAt <= now) {
    storage.removeItem(AFFILIATE_TAG_STORAGE_KEY);
    return null;
  }
  return stored.data.value;
}

/** Stores a tag unless one is still valid; true when stored. */
export function storeAffiliateTag(
  storage: TagStorage,
  tag: string,
  now: number,
  expirationDays: number = DEFAULT_AFFILIATE_TAG_EXPIRATION_DAYS,
): boolean {
  const value = tag.trim();
  if (value === "" || value.length > AFFILIATE_TAG_MAX_LENGTH) return false;
  if (readAffiliateTag(storage, now) !== null) return false;
  const days = expirationDays > 0 ? expirationDays : DEFAULT_AFFILIATE_TAG_EXPIRATION_DAYS;
  storage.setItem(
    AFFILIATE_TAG_STORAGE_KEY,
    JSON.stringify({ value, expiresAt: now + days * DAY_MS }),
  );
  return true;
}

/**
 * The tag in a query string and the query string without it; null `search` when there is no
 * `stag` to remove.
 */
export function takeAffiliateTagFromSearch(search: string): {
  tag: string | null;
  search: string | null;
} {
  const params = new URLSearchParams(search);
  if (!params.has(AFFILIATE_TAG_QUERY_KEY)) return { tag: null, search: null };
  const tag = params.get(AFFILIATE_TAG_QUERY_KEY);
  params.delete(AFFILIATE_TAG_QUERY_KEY);
  const rest = params.toString();
  return { tag, search: rest === "" ? "" : `?${rest}` };
}

/** Picks `stag` up from the address on any page, stores it, and replaces the address without it. */
export function useAffiliateTag(
  expirationDays: number = DEFAULT_AFFILIATE_TAG_EXPIRATION_DAYS,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const taken = takeAffiliateTagFromSearch(location.search);
    if (taken.search === null) return;
    if (taken.tag) {
      try {
        storeAffiliateTag(window.localStorage, taken.tag, Date.now(), expirationDays);
      } catch {
        // Storage unavailable (private mode): the tag is lost, the address is still cleaned.
      }
    }
    void navigate(
      { pathname: location.pathname, search: taken.search, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [location.search, location.pathname, location.hash, location.state, navigate, expirationDays]);
}
