import { describe, expect, it } from "vitest";
import { createWidgetClient, type WidgetSdk } from "./widget-client.ts";

function fakeSdk() {
  const calls: string[] = [];
  const sdk: WidgetSdk = {
    init: (params) => calls.push(`init ${params.culture} ${params.token || "(guest)"}`),
    set: (params) => calls.push(`set ${JSON.stringify(params)}`),
    addSportsBook: ({ props }) => calls.push(`addSportsBook ${props.routerType}`),
    remove: () => calls.push("remove"),
  };
  return { sdk, calls };
}

describe("sportsbook widget client (SPEC §4)", () => {
  it("is not initiated until the script loaded and init ran; calls wait and then run in order", async () => {
    const { sdk, calls } = fakeSdk();
    let finishLoading: () => void = () => undefined;
    const page: { sdk?: WidgetSdk } = {};
    const client = createWidgetClient({
      loadScript: () => new Promise((resolve) => (finishLoading = resolve)),
      sdk: () => page.sdk,
    });
    const states: string[] = [];
    client.onStateChange(() => states.push(client.state()));

    const started = client.start("https://widget.test/sdk.js", {
      integration: "sevens",
      culture: "en-GB",
      token: "",
    });
    client.run((widget) => widget.set({ token: "t1" }));
    client.run((widget) =>
      widget.addSportsBook({ container: {} as HTMLElement, props: { routerType: "memory" } }),
    );
    expect(client.state()).toBe("not-initiated");
    expect(calls).toEqual([]);

    page.sdk = sdk;
    finishLoading();
    await started;
    expect(client.state()).toBe("initiated");
    expect(states).toEqual(["initiated"]);
    expect(calls).toEqual(["init en-GB (guest)", 'set {"token":"t1"}', "addSportsBook memory"]);

    client.run((widget) => widget.remove());
    expect(calls.at(-1)).toBe("remove");
  });

  it("loads the script once for many starts", async () => {
    const { sdk } = fakeSdk();
    let loads = 0;
    const client = createWidgetClient({
      loadScript: async () => {
        loads += 1;
      },
      sdk: () => sdk,
    });
    const params = { integration: "sevens", culture: "en-GB", token: "" };
    await Promise.all([client.start("u", params), client.start("u", params)]);
    await client.start("u", params);
    expect(loads).toBe(1);
  });

  it("stays not initiated when the script fails, and tries again on the next start", async () => {
    const { sdk } = fakeSdk();
    let attempts = 0;
    const client = createWidgetClient({
      loadScript: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("offline");
      },
      sdk: () => sdk,
    });
    const params = { integration: "sevens", culture: "en-GB", token: "" };
    await expect(client.start("u", params)).rejects.toThrow("offline");
    expect(client.state()).toBe("not-initiated");
    await client.start("u", params);
    expect(client.state()).toBe("initiated");
  });
});
