import { useTranslation } from "react-i18next";
import { bonusTerms, type TermsInput } from "./bonus-terms.ts";

/** The standard terms as a list, then the operator's own text when the bonus has one. */
export function BonusTermsList({ input, extra }: { input: TermsInput; extra?: string | null }) {
  const { t } = useTranslation("layout");
  return (
    <div className="flex flex-col gap-3" data-testid="bonus-terms">
      <ul className="flex list-disc flex-col gap-1.5 ps-5 text-sm text-text marker:text-muted">
        {bonusTerms(input).map((line) => (
          <li key={line.key}>{t(`pages.bonuses.termsLines.${line.key}`, { ...line.values })}</li>
        ))}
      </ul>
      {extra ? <p className="text-sm whitespace-pre-line text-muted">{extra}</p> : null}
    </div>
  );
}
