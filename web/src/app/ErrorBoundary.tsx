import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../lib/reportClientError';
import { SomethingWentWrong } from './pages/SomethingWentWrong';

/** The outermost net (providers, router itself): shows the banner and reports the error. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error, { componentStack: info.componentStack });
  }

  override render() {
    return this.state.failed ? <SomethingWentWrong /> : this.props.children;
  }
}
