import { DEFAULT_LOCALE } from "../../../contracts/settings.ts";
import type { ContentPagesService } from "../content/pages/service.ts";
import type { GameCatalogue } from "../game/service.ts";
import type { PageSource } from "./service.ts";

/** Every game provider's page, as the catalogue lists them in the operator's default country. */
export function providerPages(catalogue: GameCatalogue, country: string): PageSource {
  return async () => {
    const paths: string[] = [];
    for (let page = 1; ; page += 1) {
      const found = await catalogue.listProviders({ page, perPage: 200 }, country);
      paths.push(
        ...found.data.map(
          (provider) => `/games/providers/${encodeURIComponent(provider.identity)}`,
        ),
      );
      if (page >= found.meta.totalPages) return paths;
    }
  };
}

/**
 * The content store's static pages and FAQ questions; every page has English (a translation
 * falls back to it), so the default locale's list is the whole list.
 */
export function contentStorePages(pages: ContentPagesService): PageSource {
  return async () =>
    (await pages.operator.list({ locale: DEFAULT_LOCALE })).map((page) =>
      page.kind === "static"
        ? `/static/${encodeURIComponent(page.identity)}`
        : `/questions/${encodeURIComponent(page.identity)}`,
    );
}
