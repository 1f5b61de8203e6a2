import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiRequestBodyObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { correctFieldCommand } from '../../domain/documents/review.input';
import { adminRoutes } from './admin';
import { errorBody, idempotencyKey, rateLimitHeaders } from './common';
import { companyRoutes } from './company';
import { flowRoutes, formSchemaRoutes } from './configuration';
import { documentRoutes } from './documents';
import { exportRoutes } from './export';
import { findingRoutes } from './findings';
import { INFO, SECURITY_SCHEMES, TAGS } from './info';
import {
  expandRoutes,
  type Auth,
  type DocumentedOperation,
  type RequestBodyDoc,
  type RouteDoc,
} from './registry';
import { verificationRoutes } from './verifications';
import { webhookRoutes } from './webhooks';

/** Every REST route of `restRouter` and the operator API, as the routers mount them. */
export const ROUTES: readonly RouteDoc[] = [
  ...webhookRoutes,
  ...formSchemaRoutes,
  ...flowRoutes,
  ...verificationRoutes,
  ...documentRoutes,
  ...findingRoutes,
  ...companyRoutes,
  ...exportRoutes,
  ...adminRoutes,
];

export const OPERATIONS: readonly DocumentedOperation[] = expandRoutes(ROUTES);

const SECURITY: Record<Auth, oas31.SecurityRequirementObject[]> = {
  apiKey: [{ ApiKey: [] }, { BearerApiKey: [] }],
  apiKeyOrAccessToken: [{ ApiKey: [] }, { BearerApiKey: [] }, { AccessToken: [] }, { AccessTokenHeader: [] }],
  admin: [{ AdminToken: [] }],
  signedLink: [],
};

const error = (id: string, description: string, extra: Partial<ZodOpenApiResponseObject> = {}) => ({
  id,
  description,
  content: { 'application/json': { schema: errorBody } },
  ...extra,
});

const ERRORS: Record<number, ZodOpenApiResponseObject> = {
  400: error('BadRequest', 'Invalid request: VALIDATION_ERROR (with `details`) or BAD_REQUEST'),
  401: error('Unauthorized', 'No credential, or one not valid for this operation'),
  403: error('Forbidden', 'The signed link is invalid or has expired'),
  404: error('NotFound', 'No such resource in this account (another account’s is 404 too)'),
  409: error('Conflict', 'CONFLICT or DUPLICATE_RESOURCE; or an Idempotency-Key still in use', {
    headers: z.object({ 'Retry-After': z.string().optional().meta({ description: 'With a key in use' }) }),
  }),
  413: error('PayloadTooLarge', 'The body is too large (JSON over 1 MB, a file over its limit)'),
  422: error('UnprocessableEntity', 'The request cannot be carried out; or an Idempotency-Key reused'),
  429: error('RateLimited', 'Too many requests for this credential', { headers: rateLimitHeaders }),
  500: error('InternalServerError', 'An unexpected failure (never for bad input)'),
  503: error('ServiceUnavailable', 'SERVICE_UNAVAILABLE: the database cannot be reached just now', {
    headers: z.object({
      'Retry-After': z.string().meta({ description: 'Seconds to wait before trying again' }),
    }),
  }),
};

const hasCredential = (op: RouteDoc) => op.auth !== 'signedLink';
/** The limiter and the idempotency layer wrap the REST router, which the operator API is not part of. */
const inRestRouter = (op: RouteDoc) => op.auth !== 'admin';
export const takesIdempotencyKey = (op: RouteDoc) =>
  (op.method === 'post' || op.method === 'put') && inRestRouter(op);

/** Every status an operation may answer: its own, then those of the layers around every handler. */
export function statusesOf(op: RouteDoc): number[] {
  const statuses = new Set<number>([op.success.status, ...(op.errors ?? [])]);
  // The JSON body parser runs before every route, whatever its method: any request may carry a body
  // that is not JSON (400) or is over 1 MB (413). The router answers 400 to a path parameter that is
  // not valid percent-encoding.
  [400, 413].forEach((s) => statuses.add(s));
  if (hasCredential(op)) statuses.add(401);
  if (takesIdempotencyKey(op)) [400, 409, 422].forEach((s) => statuses.add(s));
  if (inRestRouter(op)) statuses.add(429);
  statuses.add(500);
  // Every operation reads the database (the credential at least): an outage answers 503.
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

const replayed = z.object({
  'Idempotent-Replayed': z
    .literal('true')
    .optional()
    .meta({ description: 'This is the kept answer of an earlier request with the same Idempotency-Key' }),
});

const MEDIA = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  binary: 'application/octet-stream',
};

const requestBody = (
  body: RequestBodyDoc,
  named: Map<z.ZodType, z.ZodType>,
): ZodOpenApiRequestBodyObject => ({
  required: !body.optional,
  content: { [MEDIA[body.media ?? 'json']]: { schema: named.get(body.schema) ?? body.schema } },
});

function responses(op: RouteDoc): ZodOpenApiResponsesObject {
  const { status, description, schema, media } = op.success;
  const bytes: oas31.SchemaObject = { type: 'string', format: 'binary' };
  const content = schema
    ? { 'application/json': { schema } }
    : Object.fromEntries((media ?? []).map((m) => [m, { schema: bytes }]));
  const out: ZodOpenApiResponsesObject = {};
  for (const s of statusesOf(op)) {
    out[`${s}` as '200'] =
      s !== status
        ? ERRORS[s]!
        : { description, content, ...(takesIdempotencyKey(op) && { headers: replayed }) };
  }
  return out;
}

function operation(op: DocumentedOperation, named: Map<z.ZodType, z.ZodType>): ZodOpenApiOperationObject {
  const header = takesIdempotencyKey(op)
    ? (op.headers ?? z.object({})).extend({ 'Idempotency-Key': idempotencyKey })
    : op.headers;
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description && { description: op.description }),
    tags: [op.tag],
    security: SECURITY[op.auth],
    requestParams: {
      ...(op.params && { path: op.params }),
      ...(op.query && { query: op.query }),
      ...(header && { header }),
    },
    ...(op.body && { requestBody: requestBody(op.body, named) }),
    responses: responses(op),
  };
}

/** Request bodies as named components (`CreateWebhookBody`), each schema once. */
function namedBodies(): Map<z.ZodType, z.ZodType> {
  const named = new Map<z.ZodType, z.ZodType>();
  for (const { body, operationId } of ROUTES) {
    if (body && body.media !== 'binary' && !named.has(body.schema)) {
      const id = `${operationId[0]!.toUpperCase()}${operationId.slice(1)}Body`;
      named.set(body.schema, body.schema.meta({ id }));
    }
  }
  return named;
}

function build(): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  const named = namedBodies();
  for (const op of OPERATIONS) {
    paths[op.fullPath] = { ...paths[op.fullPath], [op.method]: operation(op, named) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: INFO,
    tags: TAGS,
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: { JsonValue: correctFieldCommand.shape.value },
    },
  }) as oas31.OpenAPIObject;
}

/**
 * The OpenAPI 3.1 document of the REST API, built afresh from the route table on each call: no module
 * memo; `openApiRoutes` builds it once per app and keeps the serialised copy.
 */
export const openApiDocument = (): oas31.OpenAPIObject => build();
