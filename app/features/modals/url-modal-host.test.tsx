import { describe, expect, it } from "vitest";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createI18n } from "../../lib/i18n.ts";
import { UrlModalHost } from "./url-modal-host.tsx";

const emptyContent = {
  alerts: {},
  "fields-settings": {},
  "global-components": {},
  layout: {},
  modals: { "sign-in": { title: "Sign in to Sevens" } },
};

/** Server-renders the host at `url`, as the first HTML of a page would be (a guest's). */
async function renderAt(url: string): Promise<string> {
  const router = createMemoryRouter([{ path: "*", element: <UrlModalHost /> }], {
    initialEntries: [url],
  });
  const stream = await renderToReadableStream(
    <I18nextProvider i18n={createI18n("en", emptyContent)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

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
