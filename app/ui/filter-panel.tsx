import { SlidersHorizontal } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams } from "react-router";
import { buttonClass } from "./button-styles.ts";

export interface FilterSelect {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

const fieldClass =
  "h-10 w-full rounded-xl border border-line bg-bg px-3 text-sm text-text [color-scheme:inherit] focus-visible:border-accent";

/**
 * Date range and select filters as a GET form: applying them puts them in the address, so a
 * filtered list can be shared and survives a reload. `keep` are query keys carried along;
 * `dateRange={false}` leaves the dates out for lists whose API has no date filter.
 */
export function FilterPanel({
  selects,
  keep = [],
  dateRange = true,
}: {
  selects: readonly FilterSelect[];
  keep?: readonly string[];
  dateRange?: boolean;
}) {
  const { t } = useTranslation("global-components");
  const [searchParams] = useSearchParams();
  const id = useId();
  const title = t("filters.title");

  return (
    <Form
      method="get"
      preventScrollReset
      aria-label={title}
      className="mb-6 rounded-2xl border border-line bg-surface p-4"
    >
      <p className="mb-3 flex items-center gap-2 text-sm font-semibold text-text">
        <SlidersHorizontal aria-hidden="true" className="size-4 text-muted" />
        {title}
      </p>
      {keep.map((key) => {
        const value = searchParams.get(key);
        return value === null ? null : <input key={key} type="hidden" name={key} value={value} />;
      })}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
        {dateRange ? (
          <>
            <div>
              <label htmlFor={`${id}-from`} className="mb-1 block text-xs font-medium text-muted">
                {t("filters.dateFrom")}
              </label>
              <input
                id={`${id}-from`}
                type="date"
                name="from"
                defaultValue={searchParams.get("from") ?? ""}
                className={fieldClass}
              />
            </div>
            <div>
              <label htmlFor={`${id}-to`} className="mb-1 block text-xs font-medium text-muted">
                {t("filters.dateTo")}
              </label>
              <input
                id={`${id}-to`}
                type="date"
                name="to"
                defaultValue={searchParams.get("to") ?? ""}
                className={fieldClass}
              />
            </div>
          </>
        ) : null}
        {selects.map((select) => (
          <div key={select.name} className="max-sm:col-span-2">
            <label
              htmlFor={`${id}-${select.name}`}
              className="mb-1 block text-xs font-medium text-muted"
            >
              {select.label}
            </label>
            <select
              id={`${id}-${select.name}`}
              name={select.name}
              defaultValue={searchParams.get(select.name) ?? ""}
              className={fieldClass}
            >
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="flex items-end gap-2 max-lg:col-span-2">
          <button type="submit" className={buttonClass("primary", "md", "flex-1")}>
            {t("common.apply")}
          </button>
          <button type="reset" className={buttonClass("ghost", "md")}>
            {t("common.reset")}
          </button>
        </div>
      </div>
    </Form>
  );
}
