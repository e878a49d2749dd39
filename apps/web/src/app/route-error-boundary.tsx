import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** The address on screen: moving elsewhere gives the new page a fresh start. */
  readonly address: string;
  readonly children: ReactNode;
}

/** A page that failed to load its code or to render shows the retry screen, not a blank one. */
export class RouteErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  override componentDidCatch(): void {
    this.setState({ failedAt: this.props.address });
  }

  override render(): ReactNode {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.address)) return <RouteError />;
    return this.props.children;
  }
}
