import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

/** Says what will be in a place that has nothing to show yet, and what to do about it. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-12 text-center sm:py-16">
      <span className="mb-4 grid size-14 place-items-center rounded-2xl bg-raised text-accent-text">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className="text-lg font-semibold text-text">{title}</Heading>
      {description ? <p className="mt-2 max-w-md text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </section>
  );
}
