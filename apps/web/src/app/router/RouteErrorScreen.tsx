import { useEffect, useMemo } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/ErrorScreen';
import { announce } from '../../lib/a11y/announcer';
import { getCurrentUserId } from '../../lib/auth/session-store';
import { errorSeverity, errorType } from '../../lib/errors/classify-error';
import { recordErrorReport } from '../../lib/errors/error-reports';
import { ERROR_ANNOUNCEMENT } from '../../components/ErrorBoundary';

/**
 * The router's own error element, for failures outside any page boundary (a layout, a loader).
 * Retrying here means reloading: the router has no component state to reset.
 */
export function RouteErrorScreen() {
  const raw = useRouteError();
  const error = useMemo(() => (raw instanceof Error ? raw : new Error(String(raw))), [raw]);
  const report = useMemo(() => recordErrorReport({ error, userId: getCurrentUserId() }), [error]);
  useEffect(() => announce(ERROR_ANNOUNCEMENT, 'assertive'), [report]);
  const type = errorType(error);
  return (
    <ErrorScreen
      error={error}
      errorId={report.errorId}
      componentStack={null}
      type={type}
      severity={errorSeverity(type)}
      retryCount={0}
      onRetry={() => window.location.reload()}
      fullPage
    />
  );
}
