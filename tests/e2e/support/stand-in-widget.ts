/**
 * A stand-in for the vendor's sportsbook widget script (served by the widget journey, never
 * fetched from the network). It defines `window.altenarWSDK` with the calls the app makes,
 * records them in `window.__widget.calls`, and renders a small page with buttons that move its
 * memory router (as the real widget would on a click) and ask the host to sign in.
 */
export const STAND_IN_WIDGET_URL = "https://widget.test/altenarWSDK.js";

export const STAND_IN_WIDGET_SCRIPT = `(() => {
  const calls = [];
  let props = null;
  let container = null;
  const plain = (value) => JSON.parse(JSON.stringify(value));
  const button = (label, onClick) => {
    const element = document.createElement("button");
    element.type = "button";
    element.textContent = label;
    element.addEventListener("click", onClick);
    return element;
  };
  const render = () => {
    if (!container || !props) return;
    container.replaceChildren();
    const section = document.createElement("section");
    section.setAttribute("aria-label", "Stand-in sportsbook");
    const route = document.createElement("p");
    route.dataset.testid = "widget-route";
    route.textContent = JSON.stringify({
      page: props.page,
      sportId: props.sportId,
      categoryIds: props.categoryIds,
      championshipIds: props.championshipIds,
      eventId: props.eventId,
    });
    const go = (championshipIds, championshipName) => () => {
      props.onRouteChange({
        page: "event",
        sportId: props.sportId,
        categoryIds: props.categoryIds,
        championshipIds,
        eventId: 4242,
        eventName: "Widget FC vs Host United",
        categoryName: "Widget region",
        championshipName,
      });
    };
    section.append(
      route,
      button("Open event", go(props.championshipIds, "Widget league")),
      button("Open unknown league", go([999999], "Widget Cup")),
      button("Sign in to bet", () => props.onSignInButtonClick()),
    );
    container.append(section);
  };
  window.__widget = { calls };
  window.altenarWSDK = {
    init(params) {
      calls.push({ call: "init", ...plain(params) });
    },
    set(params) {
      calls.push({ call: "set", ...plain(params) });
      if (props) Object.assign(props, params);
      render();
    },
    addSportsBook(params) {
      calls.push({ call: "addSportsBook", props: plain(params.props) });
      container = params.container;
      props = { ...params.props };
      render();
    },
    remove() {
      calls.push({ call: "remove" });
      container?.replaceChildren();
    },
  };
})();`;
