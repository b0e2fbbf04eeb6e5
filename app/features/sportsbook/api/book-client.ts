import type * as z from "zod/mini";
import { SPORTSBOOK_GAME } from "../../../../contracts/sportsbook.ts";
import {
  createApiClient,
  isApiError,
  type ApiResponse,
  type HttpMethod,
  type RequestOptions,
} from "../../../lib/api-client.ts";
import { getBookLaunch, relaunchBook } from "../session/book-token.ts";

/**
 * Calls to the built-in book's API (/sportsbook/api, sportsbook/README.md). Reading the
 * catalogue needs no token; the player's calls carry the book's launch token, never the
 * operator's session. A 401 means the launch expired: the book is launched again and the call
 * made once more (a 401 here never signs the player out of Sevens).
 */

const bookClient = createApiClient({
  baseUrl: "",
  getToken: () => getBookLaunch(SPORTSBOOK_GAME)?.token ?? null,
});

const publicClient = createApiClient({ baseUrl: "" });

/** A public read of the book (catalogue, events, search). */
export function readBook<S extends z.core.$ZodType>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<ApiResponse<z.output<S>>> {
  return publicClient.request("GET", path, options);
}

/** A call as the player; launches again once on 401. */
export async function callBook<S extends z.core.$ZodType>(
  method: HttpMethod,
  path: string,
  options: RequestOptions & { schema: S },
): Promise<ApiResponse<z.output<S>>> {
  try {
    return await bookClient.request(method, path, options);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    const launch = await relaunchBook(SPORTSBOOK_GAME);
    if (!launch) throw error;
    return bookClient.request(method, path, options);
  }
}
