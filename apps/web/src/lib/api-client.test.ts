import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, connectAuthBridge, type AuthBridge } from './api-client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<Handler>>;
let token: string | null;
let bridge: AuthBridge & { refreshSession: ReturnType<typeof vi.fn>; onSessionExpired: ReturnType<typeof vi.fn> };

beforeEach(() => {
  token = 'old';
  fetchMock = vi.fn<Handler>();
  vi.stubGlobal('fetch', fetchMock);
  bridge = {
    getAccessToken: () => token,
    refreshSession: vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 5));
      token = 'new';
    }),
    onSessionExpired: vi.fn(),
  };
  connectAuthBridge(bridge);
});

afterEach(() => {
  connectAuthBridge(null);
  vi.unstubAllGlobals();
});

const authHeader = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

describe('API client', () => {
  it('sends JSON with the bearer token and credentials', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await api.post('/things', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/things');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(authHeader(init ?? {})).toBe('Bearer old');
  });

  it("throws the body's detail when present", async () => {
    fetchMock.mockResolvedValue(json(403, { detail: 'Partners only', code: 'forbidden' }));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Partners only', status: 403, code: 'forbidden' });
  });

  it("throws 'HTTP error! status: {code}' without a detail", async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 502 }));
    await expect(api.get('/x')).rejects.toThrow('HTTP error! status: 502');
  });

  it('keeps field errors for forms', async () => {
    fetchMock.mockResolvedValue(json(400, { detail: 'Invalid input', code: 'validation_error', errors: [{ field: 'email', message: 'Taken' }] }));
    const error = await api.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual([{ field: 'email', message: 'Taken' }]);
  });

  it('on a 401 refreshes once and retries once with the new token', async () => {
    fetchMock.mockImplementation(async (_url, init) => (authHeader(init) === 'Bearer new' ? json(200, { ok: 1 }) : json(401, { detail: 'expired' })));
    await expect(api.get('/me')).resolves.toEqual({ ok: 1 });
    expect(bridge.refreshSession).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  it('concurrent 401s share one refresh', async () => {
    fetchMock.mockImplementation(async (_url, init) => (authHeader(init) === 'Bearer new' ? json(200, { ok: 1 }) : json(401, {})));
    await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(bridge.refreshSession).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it("logs out and throws 'Unauthorized' when the refresh fails", async () => {
    bridge.refreshSession.mockRejectedValue(new Error('Token refresh failed'));
    fetchMock.mockResolvedValue(json(401, { detail: 'expired' }));
    await expect(api.get('/me')).rejects.toThrow('Unauthorized');
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs out when the retry is refused too (no second refresh)', async () => {
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(api.get('/me')).rejects.toThrow('Unauthorized');
    expect(bridge.refreshSession).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a session the server ended for idleness: one refresh, refused, then the session-expired logout', async () => {
    // What the server answers once a session passed SESSION_IDLE_MINUTES (ASVS 3.3.2).
    bridge.refreshSession.mockRejectedValue(new ApiError(401, 'Unauthorized', { code: 'invalid_refresh_token', detail: 'Session expired, please sign in again' }));
    fetchMock.mockResolvedValue(json(401, { detail: 'Unauthorized', code: 'unauthorized' }));
    await expect(api.get('/cases')).rejects.toMatchObject({ status: 401 });
    expect(bridge.refreshSession).toHaveBeenCalledTimes(1);
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("tells the app when the firm's two-factor rule restricts the session, and still throws the 403", async () => {
    const onTwoFactorSetupRequired = vi.fn();
    connectAuthBridge({ ...bridge, onTwoFactorSetupRequired });
    fetchMock.mockResolvedValue(json(403, { detail: 'Your firm requires two-factor sign-in.', code: 'two_factor_setup_required' }));
    await expect(api.get('/cases')).rejects.toMatchObject({ status: 403, code: 'two_factor_setup_required' });
    expect(onTwoFactorSetupRequired).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(json(403, { detail: 'Partners only', code: 'forbidden' }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(onTwoFactorSetupRequired).toHaveBeenCalledTimes(1);
    expect(bridge.refreshSession).not.toHaveBeenCalled();
  });

  it("sign-in calls (auth: false) send no token and a 401 is just 'Unauthorized'", async () => {
    fetchMock.mockResolvedValue(json(401, { detail: 'Invalid e-mail or password', code: 'invalid_credentials' }));
    const error = (await api.post('/auth/login', {}, { auth: false }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Unauthorized');
    expect(error.detail).toBe('Invalid e-mail or password');
    expect(authHeader(fetchMock.mock.calls[0]?.[1] ?? {})).toBeUndefined();
    expect(bridge.refreshSession).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as a Network Error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toThrow(/^Network Error/);
  });
});
