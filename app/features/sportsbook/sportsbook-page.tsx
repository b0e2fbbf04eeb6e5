import type { SportRequest } from "../../lib/sport-path.ts";
import { useRootData } from "../../lib/use-root-data.ts";
import { BuiltinSportsbook } from "./builtin-sportsbook.tsx";
import { WidgetSportsbook } from "./widget/widget-sportsbook.tsx";

/** The sportsbook of the address: the vendor's widget when configured, else the built-in book. */
export function SportsbookPage({ request }: { request: SportRequest }) {
  const config = useRootData()?.publicConfig.sportsbook;
  if (config?.provider === "altenar" && config.scriptUrl && config.integration) {
    return (
      <WidgetSportsbook
        request={request}
        scriptUrl={config.scriptUrl}
        integration={config.integration}
      />
    );
  }
  return <BuiltinSportsbook request={request} />;
}
