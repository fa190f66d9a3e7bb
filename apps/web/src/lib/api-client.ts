import { API_BASE } from './config';

/**
 * The one way the web app talks to the server . It attaches the bearer token, reads
 * the `{detail, code, errors}` error body, and does the refresh-and-retry in one place: a 401 on an
 * authenticated call triggers one token refresh (shared by every call that failed meanwhile) and
 * one retry; if that fails the session is over. Pages never handle tokens.
 */

export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldError[];
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const record = isRecord(body) ? body : {};
    this.detail = typeof record.detail === 'string' ? record.detail : undefined;
    this.code = typeof record.code === 'string' ? record.code : undefined;
    this.fieldErrors = Array.isArray(record.errors) ? record.errors.filter(isFieldError) : [];
  }
}

/** What the API client needs from the session; the auth provider plugs itself in at start-up. */
export interface AuthBridge {
  getAccessToken(): string | null;
  /** Rotates the tokens; rejects when there is no refresh token or the server refuses it. */
  refreshSession(): Promise<void>;
  /** Called once when a refresh-and-retry could not save the call: logs the user out. */
  onSessionExpired(): void;
  /**
   * A 403 `two_factor_setup_required`: the firm requires two-factor sign-in of this user, who has
   * not enrolled (e.g. the rule was turned on during the session). The app sends them to enrolment.
   */
  onTwoFactorSetupRequired?(): void;
}

/** The code of the 403 that restricts a session to two-factor enrolment (server two-factor-policy.ts). */
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';

let bridge: AuthBridge | null = null;
let refreshInFlight: Promise<void> | null = null;

export function connectAuthBridge(next: AuthBridge | null): void {
  bridge = next;
}

/** The access token calls would carry right now (null when signed out). */
export function currentAccessToken(): string | null {
  return bridge?.getAccessToken() ?? null;
}

/** Every 401 that arrives while a refresh runs waits for that same refresh (rotation is single-use). */
export function refreshTokensOnce(): Promise<void> {
  if (!bridge) return Promise.reject(new Error('No refresh token available'));
  if (!refreshInFlight) {
    refreshInFlight = bridge.refreshSession().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

export type QueryValue = string | number | boolean | null | undefined;

/*
 * Responses are not parsed again here: the server serialises every JSON response through the
 * contract schema its route declares (a mismatch is its 500, logged there), and checking them
 * in the browser as well would put zod and every schema into each page's bundle.
 */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Default true: send the bearer token and recover from a 401. False for sign-in calls. */
  auth?: boolean;
  /** Default true. False for calls that must not start a refresh (sign-out itself). */
  refreshOn401?: boolean;
  signal?: AbortSignal;
  /** Lets a request outlive the page (audit events flushed on unload). */
  keepalive?: boolean;
  responseType?: 'json' | 'text' | 'blob';
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth ?? true;
  const sentToken = useAuth ? (bridge?.getAccessToken() ?? null) : null;
  let response = await send(path, options, sentToken);

  if (response.status === 401 && useAuth && sentToken && options.refreshOn401 !== false) {
    const retried = await refreshAndRetry(path, options, sentToken);
    if (!retried || retried.status === 401) {
      bridge?.onSessionExpired();
      throw new ApiError(401, 'Unauthorized', retried ? await readBody(retried) : undefined);
    }
    response = retried;
  }
  return readResponse(response, options);
}

async function refreshAndRetry(path: string, options: RequestOptions, sentToken: string): Promise<Response | null> {
  // Another call may already have rotated the tokens since this one left: just retry with them.
  const current = bridge?.getAccessToken() ?? null;
  if (!current || current === sentToken) {
    try {
      await refreshTokensOnce();
    } catch {
      return null;
    }
  }
  const fresh = bridge?.getAccessToken() ?? null;
  if (!fresh) return null;
  return send(path, options, fresh);
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  // A FormData body is multipart: the browser writes its Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  // A Blob body (a microphone recording) goes as its own bytes, typed by the blob.
  const blob = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : null;
  if (blob) headers['Content-Type'] = blob.type || 'application/octet-stream';
  else if (hasBody && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      body: isForm ? (options.body as FormData) : blob ? blob : hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The error boundary and the query retry rule recognise this wording (it marks a network error).
    throw new ApiError(0, 'Network Error: the server could not be reached');
  }
}

async function readResponse<T>(response: Response, options: RequestOptions): Promise<T> {
  if (!response.ok) {
    const error = errorFor(response.status, await readBody(response));
    if (error.status === 403 && error.code === TWO_FACTOR_SETUP_REQUIRED) bridge?.onTwoFactorSetupRequired?.();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (options.responseType === 'text') return (await response.text()) as T;
  const data: unknown = await readBody(response);
  return data as T;
}

/** The body's `detail` when present; 'Unauthorized' on 401; else 'HTTP error! status: {code}'. */
export function errorFor(status: number, body: unknown): ApiError {
  if (status === 401) return new ApiError(401, 'Unauthorized', body);
  const detail = isRecord(body) && typeof body.detail === 'string' ? body.detail : null;
  return new ApiError(status, detail ?? `HTTP error! status: ${status}`, body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFieldError(value: unknown): value is FieldError {
  return isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands: `api.get<User>('/auth/me')`, `api.post<T>('/path', body)`. */
export const api = {
  get: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** True for errors the user cannot fix by trying again (used by the query retry rule). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}
