import {
  emptyResponse,
  twoFactorDisableSchema,
  twoFactorEnabledResponse,
  twoFactorEnableSchema,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from "../../../../contracts/player.ts";
import type { HttpServer } from "../../../platform/http.ts";
import { requirePlayer } from "../auth.ts";
import { selectPlayer } from "../store.ts";
import type { TwoFactorService } from "./service.ts";
import type { Platform } from "../../../platform/platform.ts";

const tags = ["two-factor"];
const security = [{ bearerAuth: [] }];

/** /player/two-factor: the player switches two-factor sign-in on and off in profile settings. */
export async function registerTwoFactorRoutes(
  api: HttpServer,
  platform: Platform,
  twoFactor: TwoFactorService,
): Promise<void> {
  api.get(
    "/player/two-factor",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Whether two-factor sign-in is on, and recovery codes left",
        response: { 200: twoFactorStatusResponse },
      },
    },
    async (request) => ({ data: await twoFactor.status(requirePlayer(request).id) }),
  );

  api.post(
    "/player/two-factor/setup",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "A new TOTP secret (QR and key) to add to an authenticator app",
        description: "Nothing changes until POST /enable confirms it with a code. 400 when on.",
        response: { 200: twoFactorSetupResponse },
      },
    },
    async (request) => {
      const player = requirePlayer(request);
      const row = await selectPlayer(platform.db, player.id);
      const label = row?.email ?? row?.phone ?? "player";
      return { data: await twoFactor.setup(player.id, label) };
    },
  );

  api.post(
    "/player/two-factor/enable",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Switch two-factor sign-in on with a first code; answers the recovery codes once",
        body: twoFactorEnableSchema,
        response: { 200: twoFactorEnabledResponse },
      },
    },
    async (request) => {
      const codes = await twoFactor.enable(requirePlayer(request).id, request.body.code);
      return { data: { recoveryCodes: codes } };
    },
  );

  api.post(
    "/player/two-factor/disable",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Switch two-factor sign-in off (password and a code or recovery code)",
        body: twoFactorDisableSchema,
        response: { 200: emptyResponse },
      },
    },
    async (request) => {
      const { password, code } = request.body;
      await twoFactor.disable(requirePlayer(request).id, password, code);
      return { data: null };
    },
  );
}
