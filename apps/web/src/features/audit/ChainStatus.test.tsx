import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ChainStatus } from './ChainStatus';

afterEach(() => vi.unstubAllGlobals());

describe('the audit trail integrity check', () => {
  it('while it runs, says so in words and exposes no unnamed progress bar', async () => {
    // The check never answers here: the pending state is what a slow server shows for seconds.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ChainStatus />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Checking the audit trail’s integrity…')).toBeTruthy();
    // (An unnamed progressbar is a serious axe violation; the spinner is decoration beside the text,
    // hidden from assistive technology.)
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  });
});
