import { useEffect, type RefObject } from "react";

const FIELD =
  'input:not([type="hidden"]):not([tabindex="-1"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A dialog with a form starts on its first field, not on Close (issue 11): once the lazy body
 * shows a field, focus moves there, unless the player already moved it themselves.
 */
export function useFocusFirstField(
  container: RefObject<HTMLElement | null>,
  closeButton: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const untouched = () => {
      const active = document.activeElement;
      return (
        active === null ||
        active === document.body ||
        active === root ||
        active === closeButton.current
      );
    };
    const tryFocus = (): boolean => {
      if (!untouched()) return true;
      const field = [...root.querySelectorAll<HTMLElement>(FIELD)].find(
        (element) => !element.closest('[aria-hidden="true"]'),
      );
      if (!field) return false;
      field.focus();
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [container, closeButton]);
}
