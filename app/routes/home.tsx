import { useTranslation } from "react-i18next";

export default function Home() {
  const { t } = useTranslation("layout");
  return <h1>{t("home.title", { defaultValue: "Sevens" })}</h1>;
}
