import { describe, expect, it } from "vitest";
import { hotkeyFor, hotkeyName, type HotkeyEvent } from "./hotkeys.ts";

function element(tagName: string, inside: string[] = []) {
  return {
    tagName,
    isContentEditable: false,
    closest: (selector: string) =>
      [tagName.toLowerCase(), ...inside].some((name) => selector.includes(name)) ? {} : null,
  };
}

function press(key: string, target: unknown, extra: Partial<HotkeyEvent> = {}): HotkeyEvent {
  return {
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    repeat: false,
    defaultPrevented: false,
    ...extra,
  };
}

describe("hotkeys", () => {
  it("names keys", () => {
    expect(hotkeyName(" ")).toBe("Space");
    expect(hotkeyName("R")).toBe("r");
    expect(hotkeyName("ArrowLeft")).toBe("ArrowLeft");
  });

  it("plays with Space and Enter when focus is on the page", () => {
    expect(hotkeyFor(press(" ", element("BODY")))).toBe("Space");
    expect(hotkeyFor(press("Enter", element("DIV")))).toBe("Enter");
  });

  it("leaves typing in fields alone", () => {
    expect(hotkeyFor(press(" ", element("INPUT")))).toBeNull();
    expect(hotkeyFor(press("r", element("TEXTAREA")))).toBeNull();
    expect(hotkeyFor(press("Enter", element("SELECT")))).toBeNull();
    expect(hotkeyFor(press("s", { tagName: "DIV", isContentEditable: true }))).toBeNull();
  });

  it("lets a focused button take its own Space and Enter, but not letters", () => {
    expect(hotkeyFor(press(" ", element("BUTTON")))).toBeNull();
    expect(hotkeyFor(press("Enter", element("BUTTON")))).toBeNull();
    expect(hotkeyFor(press("r", element("BUTTON")))).toBe("r");
  });

  it("ignores presses inside dialogs, with modifiers, repeats and handled events", () => {
    expect(hotkeyFor(press("p", element("DIV", ["[role='dialog']"])))).toBeNull();
    expect(hotkeyFor(press("r", element("BODY"), { ctrlKey: true }))).toBeNull();
    expect(hotkeyFor(press(" ", element("BODY"), { repeat: true }))).toBeNull();
    expect(hotkeyFor(press(" ", element("BODY"), { defaultPrevented: true }))).toBeNull();
  });
});
