import { describe, expect, it } from "vitest";
import { ANNOUNCE_GAP_MS, createAnnouncer } from "./announcer.ts";

function setup() {
  let time = 1_000_000;
  const emitted: string[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const announcer = createAnnouncer({
    emit: (text) => emitted.push(text),
    now: () => time,
    setTimer: (run, ms) => {
      const timer = { at: time + ms, run };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  });
  const advance = (ms: number) => {
    time += ms;
    for (const timer of [...timers]) {
      if (timer.at <= time) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    }
  };
  return { announcer, emitted, advance };
}

describe("polite announcements", () => {
  it("reads the first change at once", () => {
    const { announcer, emitted } = setup();
    announcer.announce("Arsenal odds up to 1.90.");
    expect(emitted).toEqual(["Arsenal odds up to 1.90."]);
  });

  it("holds later changes for the gap and reads only the last few of them", () => {
    const { announcer, emitted, advance } = setup();
    announcer.announce("a.");
    for (const message of ["b.", "c.", "d.", "e."]) announcer.announce(message);
    expect(emitted).toEqual(["a."]);
    advance(ANNOUNCE_GAP_MS - 1);
    expect(emitted).toEqual(["a."]);
    advance(1);
    expect(emitted).toEqual(["a.", "c. d. e."]);
  });

  it("says a repeated message once", () => {
    const { announcer, emitted, advance } = setup();
    announcer.announce("x.");
    announcer.announce("Goal.");
    announcer.announce("Goal.");
    advance(ANNOUNCE_GAP_MS);
    expect(emitted).toEqual(["x.", "Goal."]);
  });

  it("reads nothing after it is disposed", () => {
    const { announcer, emitted, advance } = setup();
    announcer.announce("x.");
    announcer.announce("y.");
    announcer.dispose();
    advance(ANNOUNCE_GAP_MS);
    expect(emitted).toEqual(["x."]);
  });
});
