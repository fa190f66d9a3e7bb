import { expect } from 'vitest';
import type { Role } from '@app/contract';
import { demoCredentials } from './auth';

/**
 * The API as a spec calls it to set up or check what the screens show: a demo account's token,
 * and GET/POST that fail the test (with the server's answer) on any status but the expected one.
 */
export function demoApi(baseUrl: string) {
  const call = async <T>(token: string, method: 'GET' | 'POST', path: string, body: unknown, status: number): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };
  return {
    async token(role: Role): Promise<string> {
      const response = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(demoCredentials(role)) });
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { access_token: string }).access_token;
    },
    get: <T>(token: string, path: string, status = 200) => call<T>(token, 'GET', path, undefined, status),
    post: <T>(token: string, path: string, body: unknown, status = 201) => call<T>(token, 'POST', path, body, status),
  };
}
