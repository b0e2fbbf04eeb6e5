import { createHmac } from "node:crypto";

/**
 * The HMAC secret one game provider signs its seamless-wallet calls with. The house studio's
 * brands get theirs derived from PROVIDER_SECRET, so nothing extra is configured; a real
 * aggregator's secret would come from its own environment variable.
 */
export function gameProviderSecret(providerSecret: string, provider: string): string {
  return createHmac("sha256", providerSecret).update(`games:${provider}`).digest("hex");
}
