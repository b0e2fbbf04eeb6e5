import { useSyncExternalStore, type ReactNode } from "react";

const subscribe = () => () => {};

/**
 * Keeps a server-rendered modal body inert until React has hydrated it. A lazy body is its own
 * Suspense boundary: the page can be interactive while the body is still server markup, and a
 * form submitted then would go out natively (a GET with the password in the address). The
 * disabled fieldset blocks typing and submitting until this boundary hydrates.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  // False on the server and while hydrating this boundary, true from the render after.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <fieldset
      disabled={!hydrated}
      data-hydrated={hydrated ? "true" : undefined}
      className="m-0 contents min-w-0 border-0 p-0"
    >
      {children}
    </fieldset>
  );
}
