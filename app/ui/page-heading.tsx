import type { ReactNode } from "react";

/** The one h1 of a page, with an optional line of context and actions at the end. */
export function PageHeading({
  title,
  description,
  eyebrow,
  actions,
  documentTitle = true,
}: {
  title: string;
  description?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  /** Also use the title as the document title (off for nested pages under a titled layout). */
  documentTitle?: boolean;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      {documentTitle ? <title>{`${title} · Sevens`}</title> : null}
      <div className="min-w-0">
        {eyebrow ? (
          <p className="mb-1 text-xs font-semibold tracking-widest text-accent-text uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-balance text-text sm:text-3xl">
          {title}
        </h1>
        {description ? (
          <p className="mt-2 max-w-2xl text-sm text-muted sm:text-base">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

/** A section heading below the page's h1. */
export function SectionHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className="mb-4 text-lg font-semibold tracking-tight text-text">
      {children}
    </h2>
  );
}

/** Standard page padding and width. */
export function PageContainer({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 ${className}`}>
      {children}
    </div>
  );
}
