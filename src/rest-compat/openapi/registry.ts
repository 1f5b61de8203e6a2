import type { z } from 'zod';

export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Who may call: an account's API key (`x-api-key` or bearer); that or the end client's access token
 * for its own verification; the operator's ADMIN_TOKEN; or no credential but a signed link.
 */
export type Auth = 'apiKey' | 'apiKeyOrAccessToken' | 'admin' | 'signedLink';

/** Statuses a handler or its service can answer besides its success (see `document.ts` for the rest). */
export type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 422;

export interface RequestBodyDoc {
  schema: z.ZodType;
  /** `json` unless the route reads multipart form data or raw bytes. */
  media?: 'json' | 'multipart' | 'binary';
  /** The body may be left out (the service defaults it). */
  optional?: boolean;
}

export interface SuccessDoc {
  status: 200 | 201 | 202;
  description: string;
  /** A JSON answer. */
  schema?: z.ZodType;
  /** Non-JSON answers: the media types the bytes may have. */
  media?: readonly string[];
}

/**
 * One REST operation as a router mounts it: the single source of the OpenAPI document, of the
 * response checks of the REST tests, and of the request shapes the fuzz tests generate from.
 */
export interface RouteDoc {
  method: Method;
  /** OpenAPI path template relative to the router's mount point, e.g. `/webhooks/{id}`. */
  path: string;
  /** Where the router is mounted (`/v2` and unversioned); the first is the canonical form. */
  prefixes?: readonly ('' | '/v2')[];
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  auth: Auth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: RequestBodyDoc;
  success: SuccessDoc;
  errors?: readonly ErrorStatus[];
}

/** A documented operation with its full path, one per mount prefix. */
export interface DocumentedOperation extends RouteDoc {
  fullPath: string;
  operationId: string;
}

/** Expands each route over its mount prefixes; the canonical form keeps the plain operation id. */
export function expandRoutes(routes: readonly RouteDoc[]): DocumentedOperation[] {
  return routes.flatMap((route) =>
    (route.prefixes ?? ['']).map((prefix, i) => ({
      ...route,
      fullPath: `${prefix}${route.path}`,
      operationId:
        i === 0 ? route.operationId : `${route.operationId}${prefix === '' ? 'Unversioned' : 'V2'}`,
    })),
  );
}
