/** A labelled progress bar (0–100): quest tasks, loyalty levels, limits' usage. */
export function ProgressBar({
  value,
  label,
  valueText,
  tone = "accent",
  size = "md",
}: {
  value: number;
  label: string;
  /** What a screen reader says instead of the bare percentage. */
  valueText?: string;
  tone?: "accent" | "win" | "danger";
  size?: "sm" | "md";
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const fill = tone === "win" ? "bg-win" : tone === "danger" ? "bg-danger" : "bg-accent";
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`${size === "sm" ? "h-1.5" : "h-2"} overflow-hidden rounded-full bg-raised`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${fill}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
