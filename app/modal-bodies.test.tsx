import { describe, expect, it } from "vitest";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { englishContent } from "../tests/support/catalogue.ts";
import { createI18n } from "./lib/i18n.ts";
import { MODAL_NAMES } from "./lib/modals/modal-registry.ts";
import { loadModalBodies } from "./load-modal-bodies.ts";
import { FEATURE_MODAL_BODIES } from "./modal-bodies.ts";
import { UrlModalHost } from "./ui/url-modal/url-modal-host.tsx";

const english = englishContent();
/** The English catalogue, with a sign-in title of its own: the dialog shows the catalogue's. */
const content = {
  ...english,
  modals: { ...english.modals, "sign-in": { title: "Sign in to Sevens" } },
};

/** Server-renders the host at `url`, as the first HTML of a page would be (a guest's). */
async function renderAt(url: string): Promise<string> {
  const router = createMemoryRouter(
    [{ path: "*", element: <UrlModalHost loadBodies={loadModalBodies} /> }],
    {
      initialEntries: [url],
    },
  );
  const stream = await renderToReadableStream(
    <I18nextProvider i18n={createI18n("en", content)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

describe("modal bodies", () => {
  it("takes each modal's body from one feature only", () => {
    const names = FEATURE_MODAL_BODIES.flatMap((bodies) => Object.keys(bodies));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(MODAL_NAMES).toContain(name);
  });
});

describe("URL modal host (server render)", () => {
  it("renders a modal named in the address as an open, labelled dialog", async () => {
    const html = await renderAt("/?sign-in=true");
    expect(html).toContain('role="dialog"');
    expect(html).toContain('data-modal="sign-in"');
    expect(html).toContain("Sign in to Sevens");
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`id="${labelledBy}"`);
  });

  it("renders nothing for an address without modals or with unknown keys", async () => {
    expect(await renderAt("/?page=2")).not.toContain('role="dialog"');
  });

  it("does not show a player-only modal to a guest", async () => {
    expect(await renderAt("/?wallet=deposit")).not.toContain('role="dialog"');
    expect(await renderAt("/?wallet=foo")).not.toContain('role="dialog"');
  });

  it("renders the body slot of a modal that has one", async () => {
    const html = await renderAt("/?sign-in=true");
    expect(html).toContain('href="/?sign-up=true"');
    expect(html).toContain('href="/?forgot-pass=true"');
  });

  it("stacks restored modals at 1000 + 2 × index", async () => {
    const html = await renderAt("/?currencies=true&balance=true");
    expect(html).toContain("z-index:1000");
    expect(html).toContain("z-index:1001");
    expect(html).toContain("z-index:1002");
    expect(html).toContain("z-index:1003");
  });
});
