import { ShieldCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  emptyResponse,
  twoFactorEnabledResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
  type TwoFactorSetup,
} from "../../../../contracts/player.ts";
import { apiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { FormError, PasswordField, TextField } from "../../../ui/form-field.tsx";
import { Card, StatusBadge } from "../../../ui/profile-ui.tsx";

const STATUS_KEY = ["player", "two-factor"] as const;

/**
 * Two-factor sign-in in profile settings: switch it on (scan the QR or type the key, confirm a
 * code, keep the recovery codes shown once) and off (password and a code).
 */
export function TwoFactorCard() {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: async () =>
      (
        await apiClient.request("GET", "/api/player/two-factor", {
          schema: twoFactorStatusResponse.shape.data,
        })
      ).data,
  });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  const messageOf = (failure: unknown) =>
    isApiError(failure)
      ? (Object.values(failure.fields).flat()[0] ?? failure.message)
      : t("twoFactor.failed");

  const start = useMutation({
    mutationFn: async () =>
      (
        await apiClient.request("POST", "/api/player/two-factor/setup", {
          schema: twoFactorSetupResponse.shape.data,
        })
      ).data,
    onSuccess: (data) => {
      setError(null);
      setSetup(data);
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const enable = useMutation({
    mutationFn: async () =>
      (
        await apiClient.request("POST", "/api/player/two-factor/enable", {
          body: { code: code.trim() },
          schema: twoFactorEnabledResponse.shape.data,
        })
      ).data,
    onSuccess: (data) => {
      setError(null);
      setSetup(null);
      setCode("");
      setRecoveryCodes(data.recoveryCodes);
      void refresh();
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const disable = useMutation({
    mutationFn: async () =>
      apiClient.request("POST", "/api/player/two-factor/disable", {
        body: { password, code: code.trim() },
        schema: emptyResponse.shape.data,
      }),
    onSuccess: () => {
      setError(null);
      setCode("");
      setPassword("");
      setRecoveryCodes(null);
      void refresh();
    },
    onError: (failure) => setError(messageOf(failure)),
  });

  const submitEnable = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate();
  };
  const submitDisable = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate();
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <Card title={t("twoFactor.title")} description={t("twoFactor.description")}>
      <div className="flex flex-col gap-4" data-testid="two-factor-card">
        {status.isPending ? (
          <div className="h-10 animate-pulse rounded-lg bg-raised" aria-hidden="true" />
        ) : (
          <div>
            <StatusBadge
              ok={enabled}
              label={
                enabled
                  ? t("twoFactor.on", { count: status.data?.recoveryCodesLeft ?? 0 })
                  : t("twoFactor.off")
              }
            />
          </div>
        )}
        <FormError message={error} />

        {recoveryCodes ? (
          <div className="flex flex-col gap-2" role="status">
            <p className="text-sm text-text">{t("twoFactor.saveCodes")}</p>
            <ul
              className="grid grid-cols-2 gap-2 font-mono text-sm text-text"
              aria-label={t("twoFactor.codesLabel")}
            >
              {recoveryCodes.map((recovery) => (
                <li key={recovery} className="rounded-md bg-raised px-2 py-1">
                  {recovery}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {!enabled && !setup && !status.isPending ? (
          <button
            type="button"
            className={buttonClass("primary", "md", "self-start")}
            disabled={start.isPending}
            onClick={() => start.mutate()}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t("twoFactor.start")}
          </button>
        ) : null}

        {setup ? (
          <form className="flex flex-col gap-3" onSubmit={submitEnable} noValidate>
            <p className="text-sm text-text">{t("twoFactor.scan")}</p>
            <img
              src={setup.qr}
              alt={t("twoFactor.qrAlt")}
              className="size-40 rounded-lg bg-white p-2"
            />
            <p className="break-all font-mono text-sm text-text" data-testid="two-factor-secret">
              {setup.secret}
            </p>
            <TextField
              label={t("twoFactor.code")}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              isRequired
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <button
              type="submit"
              className={buttonClass("primary", "md", "self-start")}
              disabled={enable.isPending}
            >
              {t("twoFactor.confirm")}
            </button>
          </form>
        ) : null}

        {enabled && !recoveryCodes ? (
          <form className="flex flex-col gap-3" onSubmit={submitDisable} noValidate>
            <PasswordField
              label={t("twoFactor.password")}
              autoComplete="current-password"
              isRequired
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              label={t("twoFactor.codeOrRecovery")}
              autoComplete="one-time-code"
              maxLength={32}
              isRequired
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <button
              type="submit"
              className={buttonClass("secondary", "md", "self-start")}
              disabled={disable.isPending}
            >
              {t("twoFactor.disable")}
            </button>
          </form>
        ) : null}
      </div>
    </Card>
  );
}
