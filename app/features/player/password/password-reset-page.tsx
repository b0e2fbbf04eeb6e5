import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { PageContainer, PageHeading } from "../../../ui/page-heading.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";

/** The page of a reset link: the new-password form, then the sign-in dialog at home. */
export function PasswordResetPage({ code }: { code: string }) {
  const { t } = useTranslation("layout");
  const navigate = useNavigate();
  const home = useLocalizedPath()("/");
  return (
    <PageContainer>
      <PageHeading
        title={t("pages.passwordReset.title")}
        description={t("pages.passwordReset.description")}
      />
      <section className="max-w-md rounded-2xl border border-line bg-surface p-6">
        <ResetPasswordForm
          code={code}
          onDone={() => void navigate(`${home}?sign-in=true`, { replace: true })}
        />
      </section>
    </PageContainer>
  );
}
