import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "./button-styles.ts";

/** What a guest sees where a player's own things would be: why, and the way in. */
export function GuestPrompt({
  icon: Icon,
  title,
  description,
  onNavigate,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("layout");
  return (
    <div className="flex flex-col items-center gap-3 p-4 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-raised text-accent-text">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="font-semibold text-text">{title}</p>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      <div className="grid w-full grid-cols-2 gap-2">
        <Link to="?sign-in=true" onClick={onNavigate} className={buttonClass("secondary", "sm")}>
          {t("header.signIn")}
        </Link>
        <Link to="?sign-up=true" onClick={onNavigate} className={buttonClass("win", "sm")}>
          {t("header.signUp")}
        </Link>
      </div>
    </div>
  );
}
