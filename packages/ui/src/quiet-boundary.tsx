import { Component, type ReactNode } from 'react';

interface QuietBoundaryProps {
  children: ReactNode;
  /** What stands in the failed part's place; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Leaves out a part that failed to load or read (another feature's alert, an extra action) instead
 * of taking its host down with it: the appointment detail still opens when one alert's read fails.
 * Parts that read with `useSuspenseQuery` throw their failure here.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
