import { Check } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { FormError } from "../../../ui/form-field.tsx";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useAvatars, useSetAvatar } from "../profile/profile-api.ts";
import { usePlayer } from "../../../lib/player-state.ts";
import { reportError } from "../../../lib/error-reporting.ts";

/**
 * A radio group of avatars (GET /avatar/list): arrows move the choice, Save sends it
 * (POST /avatar/set-avatar).
 */
export default function AvatarsBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { profile } = usePlayer();
  const avatars = useAvatars();
  const setAvatar = useSetAvatar();
  const failure = useSubmitFailure();
  const [chosen, setChosen] = useState<number | null>(profile?.avatar?.id ?? null);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (chosen === null) return;
    setError(null);
    try {
      await setAvatar.mutateAsync(chosen);
      showAlert({ type: "success", title: "general.avatarChanged.title" });
      close();
    } catch (cause) {
      reportError(cause, "avatar");
      setError(failure(cause, [], () => undefined));
    }
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormError message={error ?? (avatars.isError ? t("avatars.loadError") : null)} />
      <fieldset>
        <legend className="sr-only">{t("avatars.title")}</legend>
        <div className="grid grid-cols-4 gap-3">
          {avatars.data
            ? avatars.data.map((avatar, index) => (
                <label key={avatar.id} className="group relative cursor-pointer">
                  <input
                    type="radio"
                    name="avatar"
                    value={avatar.id}
                    checked={chosen === avatar.id}
                    onChange={() => setChosen(avatar.id)}
                    className="peer sr-only"
                    aria-label={t("avatars.option", { number: index + 1 })}
                  />
                  <img
                    src={avatar.url}
                    alt=""
                    width={72}
                    height={72}
                    className="aspect-square w-full rounded-2xl border-2 border-transparent bg-raised transition peer-checked:border-accent peer-focus-visible:ring-2 peer-focus-visible:ring-accent/50 group-hover:border-line"
                  />
                  <span
                    aria-hidden="true"
                    className="absolute end-1 top-1 hidden size-5 place-items-center rounded-full bg-accent text-on-accent peer-checked:grid"
                  >
                    <Check className="size-3.5" strokeWidth={3} />
                  </span>
                </label>
              ))
            : Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} className="aspect-square w-full rounded-2xl" />
              ))}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={chosen === null || setAvatar.isPending || chosen === profile?.avatar?.id}
        className={buttonClass("primary", "lg", "w-full")}
      >
        {setAvatar.isPending ? t("avatars.saving") : t("avatars.save")}
      </button>
    </form>
  );
}
