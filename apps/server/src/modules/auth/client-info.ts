import type { FastifyRequest } from 'fastify';
import { userAgentOf } from '../../platform/http/actor.js';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export const clientInfo = (request: FastifyRequest): ClientInfo => ({ ip: request.ip ?? null, userAgent: userAgentOf(request) });

/** "Chrome on macOS": enough for a person to recognise their own sessions. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : /curl|node|undici|lightMyRequest/i.test(userAgent)
            ? 'API client'
            : 'Browser';
  const os = /Windows/.test(userAgent)
    ? 'Windows'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X|Macintosh/.test(userAgent)
        ? 'macOS'
        : /Android/.test(userAgent)
          ? 'Android'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return os ? `${browser} on ${os}` : browser;
}
