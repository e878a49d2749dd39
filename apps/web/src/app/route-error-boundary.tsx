import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** The address on screen: moving elsewhere gives the new page a fresh start. */
  readonly address: string;
  readonly children: ReactNode;
}

/** A page that failed to load its code or to render shows the retry screen, not a blank one. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.address !== this.props.address) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
