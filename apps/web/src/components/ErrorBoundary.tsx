import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ERROR_MAX_RETRIES } from '@app/contract';
import { announce } from '../lib/a11y/announcer';
import { getCurrentUserId } from '../lib/auth/session-store';
import { errorSeverity, errorType } from '../lib/errors/classify-error';
import { newErrorId, recordErrorReport } from '../lib/errors/error-reports';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the route), a page that failed gets a fresh start. */
  resetKey?: unknown;
  showTechnicalDetails?: boolean;
  fullPage?: boolean;
}

interface State {
  error: Error | null;
  errorId: string;
  componentStack: string | null;
  retryCount: number;
}

export const ERROR_ANNOUNCEMENT =
  'An error has occurred. Please try refreshing the page or contact support if the problem persists.';

/**
 * Error boundary: the error screen, 'Try Again' up to 3 times, then 'Refresh Page'.
 * Each error is written to the console and to the local error reports (never sent anywhere).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: '', componentStack: null, retryCount: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)), errorId: newErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const componentStack = info.componentStack ?? null;
    this.setState({ componentStack });
    recordErrorReport({ error, componentStack, errorId: this.state.errorId || undefined, userId: getCurrentUserId() });
    announce(ERROR_ANNOUNCEMENT, 'assertive');
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) {
      this.setState({ error: null, componentStack: null, retryCount: 0 });
    }
  }

  private retry = () => {
    this.setState((s) => ({ error: null, componentStack: null, retryCount: Math.min(s.retryCount + 1, ERROR_MAX_RETRIES) }));
  };

  override render(): ReactNode {
    const { error, errorId, componentStack, retryCount } = this.state;
    if (!error) return this.props.children;
    const type = errorType(error);
    return (
      <ErrorScreen
        error={error}
        errorId={errorId}
        componentStack={componentStack}
        type={type}
        severity={errorSeverity(type)}
        retryCount={retryCount}
        onRetry={this.retry}
        showTechnicalDetails={this.props.showTechnicalDetails ?? true}
        fullPage={this.props.fullPage ?? false}
      />
    );
  }
}
