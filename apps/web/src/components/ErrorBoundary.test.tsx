import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_REPORTS_KEY, readErrorReports } from '../lib/errors/error-reports';
import { errorSeverity, errorType } from '../lib/errors/classify-error';
import { ErrorBoundary } from './ErrorBoundary';

function Boom({ error }: { error: Error }): never {
  throw error;
}

function renderBoundary(error: Error) {
  return render(
    <ErrorBoundary>
      <Boom error={error} />
    </ErrorBoundary>,
  );
}

beforeEach(() => {
  // React and the boundary log the error on purpose; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ErrorBoundary', () => {
  it('shows the error screen with its texts and buttons', () => {
    renderBoundary(new Error('kaput'));
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText("We're sorry, but an unexpected error has occurred. This incident has been automatically reported to our team."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Report Issue' }).getAttribute('href')).toMatch(/^mailto:support@example\.com\?subject=/);
    expect(screen.queryByText(/Retry attempts/)).not.toBeInTheDocument();
  });

  it('retries up to 3 times, counting, then offers Refresh Page', async () => {
    const user = userEvent.setup();
    renderBoundary(new Error('still broken'));
    for (let n = 1; n <= 3; n++) {
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(screen.getByText(`Retry attempts: ${n}/3`)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByText('Multiple retry attempts have failed. Please refresh the page or contact support.')).toBeInTheDocument();
  });

  it('recovers when a retry succeeds', async () => {
    const user = userEvent.setup();
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('once');
      return <p>Recovered</p>;
    }
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });

  it('shows and hides technical details', async () => {
    const user = userEvent.setup();
    renderBoundary(new Error('details please'));
    await user.click(screen.getByRole('button', { name: 'Show Technical Details' }));
    expect(screen.getByText('Error: details please')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide Technical Details' }));
    expect(screen.getByRole('button', { name: 'Show Technical Details' })).toBeInTheDocument();
  });

  it('stores a local report with the report fields', () => {
    renderBoundary(new Error('for the record'));
    const [report] = readErrorReports();
    expect(report).toMatchObject({ message: 'for the record', buildVersion: '1.0.0', userId: null });
    expect(Object.keys(report ?? {}).sort()).toEqual(
      ['buildVersion', 'componentStack', 'errorId', 'message', 'stack', 'timestamp', 'url', 'userAgent', 'userId'].sort(),
    );
    expect(screen.getByText(`Error ID: ${report?.errorId}`)).toBeInTheDocument();
  });

  it('keeps only the newest 10 reports', () => {
    localStorage.setItem(ERROR_REPORTS_KEY, JSON.stringify(Array.from({ length: 10 }, (_, i) => ({ message: `old ${i}` }))));
    renderBoundary(new Error('newest'));
    const reports = readErrorReports();
    expect(reports).toHaveLength(10);
    expect(reports[0]?.message).toBe('newest');
    expect(reports.map((r) => r.message)).not.toContain('old 9');
  });

  it('shows the type and severity', () => {
    renderBoundary(new TypeError('x is undefined'));
    expect(screen.getByText('Type Error')).toBeInTheDocument();
    expect(screen.getByText('Severity: high')).toBeInTheDocument();
  });
});

describe('error type and severity', () => {
  it.each([
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), 'Loading Error', 'medium'],
    [new Error('Loading chunk 7 failed.'), 'Loading Error', 'medium'],
    [new TypeError('Failed to fetch dynamically imported module: /assets/X.js'), 'Loading Error', 'medium'],
    [new Error('Network Error'), 'Network Error', 'low'],
    [new TypeError('Cannot read properties of undefined'), 'Type Error', 'high'],
    [new Error('Something else'), 'Application Error', 'high'],
  ] as const)('%s → %s, %s', (error, type, severity) => {
    expect(errorType(error)).toBe(type);
    expect(errorSeverity(errorType(error))).toBe(severity);
  });
});
