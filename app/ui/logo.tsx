import { useId } from "react";

/** The Sevens mark: a gradient tile with a seven, and the word mark. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#10b981" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path d="M10 9.5h12.5l-7.2 14h-4.1l6-10.6H10z" fill="#fff" />
    </svg>
  );
}

export function Logo({ compactText = false }: { compactText?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span
        className={`text-lg font-black tracking-tight text-text ${compactText ? "max-sm:sr-only" : ""}`}
      >
        Sevens
      </span>
    </span>
  );
}
