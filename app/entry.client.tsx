import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadUrlModalDialog } from "./ui/url-modal/url-modal-host.tsx";
import { loadModalBodies } from "./load-modal-bodies.ts";

// React Router's default entry, but a page opened with a URL modal waits for the dialog's code,
// so the dialog hydrates with the page (it is code that loads when used otherwise).
await preloadUrlModalDialog(window.location.search, loadModalBodies);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
