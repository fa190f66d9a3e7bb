import type { FastifyInstance } from 'fastify';
import type { Permission } from '@app/contract';

export interface CatalogEntry {
  method: string;
  url: string;
  permission: Permission;
}

/**
 * Refuses to register an /api route that declares no permission, and keeps the list of what
 * registered (the role x route test walks it).
 */
export function enforceRoutePermissions(app: FastifyInstance, catalog: CatalogEntry[]): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const permission = route.config?.permission;
    if (!permission) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission; it will not register.`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      catalog.push({ method, url: route.url, permission });
    }
  });
}
