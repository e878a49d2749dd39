import type { ReactElement } from 'react';
import { StartupError } from './startup-error';

/** A page that failed to load or render: the member can reload instead of facing a blank screen. */
export function RouteError(): ReactElement {
  return <StartupError onRetry={() => window.location.reload()} />;
}
