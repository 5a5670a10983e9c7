import { Component, startTransition, type ErrorInfo, type ReactNode } from "react";
import { reportRenderCrash } from "~/lib/monitoring/render-crashes";
import { RenderCrashScreen } from "./RenderCrashScreen";

interface Props {
  children: ReactNode;
  /** Changes on navigation; a new value clears a caught error so the next page can render. */
  resetKey: string;
}

type State = { crashed: false } | { crashed: true; error: unknown; componentStack?: string };

/**
 * Catches errors thrown while rendering the routed page in the browser and keeps React's component stack,
 * which Remix's own route boundaries drop. Server render errors never reach it (React has no error
 * boundaries on the server): Remix renders the root ErrorBoundary for those. Crashes go to Sentry when it is on
 * (app/lib/monitoring/render-crashes.ts).
 */
export class RenderErrorBoundary extends Component<Props, State> {
  state: State = { crashed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { crashed: true, error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    const componentStack = info.componentStack ?? undefined;
    this.setState({ crashed: true, error, componentStack });
    reportRenderCrash({ error, componentStack });
  }

  componentDidUpdate(previous: Props) {
    if (!this.state.crashed || previous.resetKey === this.props.resetKey) return;
    // As a transition, like Remix's own navigations: the next page may still be loading a namespace.
    startTransition(() => this.setState({ crashed: false }));
  }

  render() {
    if (!this.state.crashed) return this.props.children;
    return <RenderCrashScreen error={this.state.error} componentStack={this.state.componentStack} />;
  }
}
