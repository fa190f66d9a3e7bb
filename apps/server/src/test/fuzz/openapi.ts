import type { Permission } from '@app/contract';

/** The part of JSON Schema (as @fastify/swagger writes zod schemas) the fuzzer understands. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/v1/cases/{case_id}/events", as the summary and failures name it. */
  key: string;
  method: HttpMethod;
  /** The OpenAPI path, parameters in braces. */
  path: string;
  permission: Permission;
  pathParams: Param[];
  query: Param[];
  /** The JSON body schema, when the operation takes one. */
  body: JsonSchema | null;
  /** A multipart upload (the OpenAPI document describes only its summary). */
  multipart: boolean;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every operation of the document, joined with the route catalog for its permission. An
 * operation the catalog does not know is an error: the fuzzer would not know which role to use.
 */
export function operationsOf(doc: OpenApiDocument, catalog: readonly { method: string; url: string; permission: Permission }[]): Operation[] {
  const permissions = new Map(catalog.map((r) => [`${r.method} ${r.url}`, r.permission]));
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(item)) {
      const method = lower.toUpperCase();
      if (!METHODS.has(method)) continue;
      const catalogUrl = path.replace(/\{([^}]+)\}/g, ':$1');
      const permission = permissions.get(`${method} ${catalogUrl}`);
      if (!permission) throw new Error(`${method} ${path} is in the OpenAPI document but not in the route catalog`);
      const params = op.parameters ?? [];
      const asParam = (p: OpenApiParameter): Param => ({ name: p.name, required: p.required ?? p.in === 'path', schema: p.schema ?? { type: 'string' } });
      const json = op.requestBody?.content?.['application/json']?.schema ?? null;
      operations.push({
        key: `${method} ${path}`,
        method: method as HttpMethod,
        path,
        permission,
        pathParams: params.filter((p) => p.in === 'path').map(asParam),
        query: params.filter((p) => p.in === 'query').map(asParam),
        body: json,
        multipart: method === 'POST' && !json && /multipart/i.test(op.summary ?? ''),
      });
    }
  }
  return operations;
}

/**
 * Routes of the catalog the document does not describe (so the fuzz would never call them): the
 * coverage check's other half, for endpoints a later change added without documenting them.
 */
export function undocumentedRoutes(doc: OpenApiDocument, catalog: readonly { method: string; url: string }[]): string[] {
  const documented = new Set(
    Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`)),
  );
  return catalog.map((r) => `${r.method} ${r.url}`).filter((key) => !documented.has(key));
}
