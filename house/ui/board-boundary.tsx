import { Component, type ReactNode } from "react";

/**
 * Keeps a board that fails to load or crashes inside its own box: the frame around it (balance,
 * fairness, recent rounds, lobby) stays usable and the player can reload the board.
 */
export class BoardBoundary extends Component<
  { fallback: (reload: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.failed) return this.props.fallback(() => window.location.reload());
    return this.props.children;
  }
}
