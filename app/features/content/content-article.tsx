import { useCallback, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";

/**
 * HTML of the content store (rendered from Markdown on the server, raw HTML escaped there).
 * Links to pages of Sevens ("/profile/limits") stay in the app and in the player's locale.
 */
export function ContentArticle({ html, className = "" }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as HTMLElement).closest("a");
      const href = anchor?.getAttribute("href");
      if (!href || !href.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      // The studio's pages (/house/verify) have no locale prefix.
      void navigate(href.startsWith("/house/") ? href : localize(href));
    },
    [navigate, localize],
  );
  return (
    // The links inside are real links; the handler only keeps them in the app.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={`sv-prose ${className}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
