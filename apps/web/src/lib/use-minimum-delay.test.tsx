import { SPINNER_DELAYS_MS } from '@chaka/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, server, testConfig } from '@/test/server';
import { useMinimumDelay } from './use-minimum-delay';

/** Answers GET /api/config; the returned record shows when it was asked. */
function serveConfig(answer: () => Response) {
  server.use(http.get('/api/config', answer));
  return recordRequests();
}

const config = (uiDelays: boolean) => () => HttpResponse.json({ ...testConfig, uiDelays });

function renderDelay() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMinimumDelay('topBar'), { wrapper });
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe("a screen's minimum spinner time (SPEC §9)", () => {
  it('holds the spinner for the whole time when UI_DELAYS is on', async () => {
    const requests = serveConfig(config(true));
    const { result } = renderDelay();
    expect(result.current).toBe(true);
    await waitFor(() => expect(requests.all).not.toHaveLength(0));
    await act(() => vi.advanceTimersByTimeAsync(SPINNER_DELAYS_MS.topBar - 100));
    expect(result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe(false);
  });

  it('lets the screen show at once when UI_DELAYS is off', async () => {
    serveConfig(config(false));
    const { result } = renderDelay();
    await waitFor(() => expect(result.current).toBe(false), { timeout: 200 });
  });

  it('goes on with the default times when the settings cannot be fetched', async () => {
    const requests = serveConfig(() => HttpResponse.json({ message: 'down' }, { status: 503 }));
    const { result } = renderDelay();
    await waitFor(() => expect(requests.all).not.toHaveLength(0));
    await act(() => vi.advanceTimersByTimeAsync(SPINNER_DELAYS_MS.topBar + 100));
    expect(result.current).toBe(false);
  });
});
