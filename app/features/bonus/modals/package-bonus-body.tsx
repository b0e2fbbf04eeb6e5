import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { WelcomePackageSteps } from "../welcome-package-steps.tsx";

/** `package-bonus`: the bonuses that make up the welcome package, deposit by deposit. */
export default function PackageBonusBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  return (
    <div className="flex flex-col gap-5" data-testid="package-bonus">
      <p className="text-sm text-muted">{t("package-bonus.lead")}</p>
      <WelcomePackageSteps onNavigate={close} />
      <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
        {t("common.close")}
      </button>
    </div>
  );
}
