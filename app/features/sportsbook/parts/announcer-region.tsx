import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { createAnnouncer, type Announcer } from "./announcer.ts";

const AnnouncerContext = createContext<Announcer | null>(null);

/** The sportsbook's one polite live region, and the throttled way to speak into it. */
export function AnnouncerRegion({ children }: { children: ReactNode }) {
  const [text, setText] = useState("");
  const [announcer] = useState(() => createAnnouncer({ emit: setText }));
  useEffect(() => () => announcer.dispose(), [announcer]);
  return (
    <AnnouncerContext.Provider value={announcer}>
      {children}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-testid="announcer"
      >
        {text}
      </div>
    </AnnouncerContext.Provider>
  );
}

export function useAnnounce(): (message: string) => void {
  const announcer = useContext(AnnouncerContext);
  return announcer ? announcer.announce : () => undefined;
}
