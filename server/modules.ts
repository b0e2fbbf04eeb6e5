import type { HttpServer } from "./platform/http.ts";
import type { Platform } from "./platform/platform.ts";
import { registerApiCors, registerSecurity } from "./platform/security.ts";
import { registerObservability } from "./platform/observability.ts";
import { registerOpenApi } from "./platform/openapi.ts";
import { registerSettingsRoutes } from "./modules/settings/routes.ts";
import { registerContentRoutes } from "./modules/content/routes.ts";
import { registerBuildRoutes } from "./modules/build/routes.ts";
import { registerPlayerRoutes } from "./modules/player/routes.ts";
import { registerWalletRoutes, type WalletModule } from "./modules/wallet/routes.ts";
import {
  createPaymentModule,
  registerPaymentCallbacks,
  registerPaymentRoutes,
  type PaymentModule,
} from "./modules/payment/routes.ts";
import { registerGameRoutes, type GameModule } from "./modules/game/routes.ts";
import { registerGameCallbacks } from "./modules/game/callbacks.ts";
import { registerLimitRoutes } from "./modules/limit/routes.ts";
import { registerBonusRoutes, type BonusModule } from "./modules/bonus/routes.ts";
import { registerKycCallbacks, registerKycRoutes, type KycModule } from "./modules/kyc/routes.ts";
import { registerAnalyticsRoutes } from "./modules/analytics/routes.ts";
import { registerLoyaltyRoutes } from "./modules/loyalty/routes.ts";
import { registerQuestRoutes, type RetentionModule } from "./modules/quest/routes.ts";
import { registerNotificationRoutes } from "./modules/notification/routes.ts";
import { registerHouseStudio } from "../house/server/routes.ts";
import { registerSportsbook } from "../sportsbook/server/register.ts";
import { registerAltenarData, registerSportSearch } from "./modules/sportsbook/routes.ts";
import { registerSportsbookSandboxClock } from "./modules/sportsbook/sandbox-clock.ts";
import { registerSandboxOidc } from "./providers/identity/sandbox-oidc.ts";
import { registerSandboxTelegram } from "./providers/identity/sandbox-telegram.ts";
import { registerSandboxRoutes } from "./modules/sandbox/routes.ts";
import { registerSitemapRoutes } from "./modules/sitemap/routes.ts";
import { contentStorePages, providerPages } from "./modules/sitemap/sources.ts";
import { AppError } from "./platform/errors.ts";
import { safeUrl } from "./platform/log-hygiene.ts";

/**
 * Registers every HTTP surface in order: security and observability first, then the
 * OpenAPI collector (it must see the routes), then the modules, then the API 404.
 */
export async function registerModules(app: HttpServer, platform: Platform): Promise<void> {
  await registerSecurity(app, platform);
  await registerOpenApi(app);
  await registerObservability(app, platform);

  // The built-in sportsbook: a provider of ours, with its API at /sportsbook/api; the operator's
  // sport search and name files below read from it.
  const sportsbook = await registerSportsbook(app, platform);

  let wallet: WalletModule | undefined;
  let payments: PaymentModule | undefined;
  let games: GameModule | undefined;
  let kyc: KycModule | undefined;
  let retention: RetentionModule | undefined;
  let bonuses: BonusModule | undefined;
  await app.register(
    async (api) => {
      await registerApiCors(api, platform.config);
      // First: it decorates the API scope with the authenticate preHandlers other modules use.
      const player = await registerPlayerRoutes(api, platform);
      await registerSettingsRoutes(api, platform);
      await registerContentRoutes(api, platform);
      // The ledger it returns is what payments, games and bonuses move money with.
      wallet = await registerWalletRoutes(api, platform);
      payments = createPaymentModule(app, platform, wallet.ledger);
      // A player with two-factor sign-in confirms every withdrawal with a code.
      payments.service.setWithdrawalSecondFactor((playerId, code) =>
        player.twoFactor.assertCode(platform.db, playerId, code),
      );
      // Crypto deposits in a coin the player has no account in yet open that account.
      const walletAccounts = wallet.accounts;
      payments.service.setAccountOpener(async (playerId, currency) => {
        const existing = (await walletAccounts.list(playerId)).find(
          (account) => account.currency === currency,
        );
        if (existing) return existing.id;
        try {
          return (await walletAccounts.open(playerId, currency)).id;
        } catch (error) {
          // Opened by a deposit at the same moment: use that one.
          const opened = (await walletAccounts.list(playerId)).find(
            (account) => account.currency === currency,
          );
          if (opened) return opened.id;
          throw error;
        }
      });
      await registerPaymentRoutes(api, platform, payments);
      // Games: the catalogue (/api/game/collections, /providers, /games…), play, bets, spins.
      games = await registerGameRoutes(api, platform, wallet.ledger);
      // GET /api/game/sport/search (SPEC §7).
      registerSportSearch(api, sportsbook);
      // Responsible gaming: deposit limits, bet and loss limits as a bet check, exclusions.
      const limits = await registerLimitRoutes(api, platform, {
        sessions: player.sessions,
        payments,
        games,
      });
      // Bonuses: the engine, its endpoints, the max bet and wagering on the bet pipeline, deposit
      // and sign-up bonuses, free spins through the studio; quests and loyalty issue through it.
      const bonusModule = await registerBonusRoutes(api, platform, {
        ledger: wallet.ledger,
        games,
        payments,
        limits,
        players: player.players,
      });
      bonuses = bonusModule;
      // Identity verification: documents, the provider's token, withdrawals that need it.
      kyc = await registerKycRoutes(app, api, platform, { payments });
      // Retention: loyalty points, levels and rakeback, and quests (bet effects of the stream).
      // Bonus and free-spin rewards, level-up bonuses and rakeback are paid by the bonus engine
      // (its issueReward; rakeback is the no-wagering definition that takes its amount at issue).
      const loyalty = await registerLoyaltyRoutes(api, platform);
      loyalty.rewards.set({
        issuer: {
          issueReward: (input) => bonusModule.service.issueReward(input),
          knowsDefinition: (id) => bonusModule.hasDefinition(id),
        },
        rakebackDefinitionId: await bonusModule.definitionId("rakeback"),
      });
      retention = { loyalty, quests: await registerQuestRoutes(api, platform, loyalty) };
      // The contact form: stored, mailed to support, confirmed to the sender.
      await registerNotificationRoutes(api, platform);
      // First-party analytics: browsers' visits, the server's own funnel facts, the operator's
      // daily funnel.
      await registerAnalyticsRoutes(api, platform);
    },
    { prefix: "/api" },
  );
  // Signed payment webhooks at /callbacks/payments/{provider}; the sandbox provider's checkout
  // and control pages at /sandbox/payments.
  if (payments) await registerPaymentCallbacks(app, platform, payments);
  // The seamless wallet game providers call at /callbacks/games/{provider}.
  if (games) {
    app.decorate("games", games);
    await registerGameCallbacks(app, games.wallet);
  }
  if (kyc) await registerKycCallbacks(app, kyc);
  // Quests and loyalty on the root instance: the bonus engine's reward issuer plugs in here.
  if (retention) app.decorate("retention", retention);
  if (bonuses) app.decorate("bonuses", bonuses);
  await registerBuildRoutes(app, platform);
  // /sitemap.xml (every public page in every locale) and /robots.txt.
  await registerSitemapRoutes(app, platform, [
    ...(games ? [providerPages(games.catalogue, platform.config.DEFAULT_COUNTRY)] : []),
    contentStorePages(platform.contentPages),
  ]);
  // The house studio's game API at /house/api (it pays through /callbacks/games over HTTP).
  await registerHouseStudio(app, platform);
  // /altenar-data/{sportId}-champs.json and -categories.json (SPEC §7).
  await registerAltenarData(app, sportsbook);
  // The sandbox OpenID provider of social sign-in (SANDBOX_OIDC) at /sandbox/oidc.
  await registerSandboxOidc(app, platform);
  // The sandbox Telegram bot's launch-data signer (no TELEGRAM_BOT_TOKEN) at /sandbox/telegram.
  await registerSandboxTelegram(app, platform);
  // Developer pages (SANDBOX_PAGES): the sandbox mailbox, and the sandbox sportsbook's clock.
  await registerSandboxRoutes(app, platform);
  await registerSportsbookSandboxClock(app, platform, sportsbook);

  // Unknown API and callback paths answer JSON, never the web app's 404 page.
  for (const prefix of ["/api", "/callbacks"]) {
    app.all(`${prefix}/*`, async (request) => {
      // safeUrl: the message is logged too, and must not carry a secret path segment.
      throw AppError.notFound(`No API route ${request.method} ${safeUrl(request.url)}`);
    });
  }
}
