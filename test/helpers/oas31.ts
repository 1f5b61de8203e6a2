const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const oneOrRef = (def: string) => ({ oneOf: [{ $ref: '#/$defs/ref' }, { $ref: `#/$defs/${def}` }] });
/**
 * The key parts of the official OpenAPI 3.1 schema (spec.openapis.org/oas/3.1/schema, not available
 * offline here) as a JSON Schema for ajv: the document's fields, path items, operations, parameters,
 * request bodies, responses and security schemes.
 */
export const OAS31 = {
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  patternProperties: { '^x-': true },
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(
      ['jsonSchemaDialect', 'servers', 'webhooks', 'security', 'externalDocs'].map((k) => [k, true]),
    ),
    openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
    info: { type: 'object', required: ['title', 'version'], properties: { title: { type: 'string' } } },
    tags: { type: 'array', items: { type: 'object', required: ['name'] } },
    paths: {
      type: 'object',
      propertyNames: { pattern: '^/' },
      additionalProperties: { $ref: '#/$defs/path' },
    },
    components: {
      type: 'object',
      properties: {
        schemas: { type: 'object', additionalProperties: { type: ['object', 'boolean'] } },
        responses: { type: 'object', additionalProperties: { $ref: '#/$defs/response' } },
        parameters: { type: 'object', additionalProperties: { $ref: '#/$defs/parameter' } },
        securitySchemes: { type: 'object', additionalProperties: { $ref: '#/$defs/securityScheme' } },
      },
    },
  },
  $defs: {
    ref: {
      type: 'object',
      required: ['$ref'],
      properties: { $ref: { type: 'string', format: 'uri-reference' } },
    },
    path: {
      type: 'object',
      properties: Object.fromEntries(METHODS.map((m) => [m, { $ref: '#/$defs/operation' }])),
      propertyNames: { enum: [...METHODS, 'summary', 'description', 'parameters', 'servers', '$ref'] },
    },
    operation: {
      type: 'object',
      required: ['responses'],
      patternProperties: { '^x-': true },
      additionalProperties: false,
      properties: {
        ...Object.fromEntries(['operationId', 'summary', 'description'].map((k) => [k, { type: 'string' }])),
        tags: { type: 'array', items: { type: 'string' } },
        parameters: { type: 'array', items: oneOrRef('parameter') },
        requestBody: oneOrRef('requestBody'),
        responses: {
          type: 'object',
          minProperties: 1,
          propertyNames: { pattern: '^([1-5]\\d\\d|default)$' },
          additionalProperties: oneOrRef('response'),
        },
        security: { type: 'array', items: { type: 'object', additionalProperties: { type: 'array' } } },
      },
    },
    parameter: {
      type: 'object',
      required: ['name', 'in', 'schema'],
      properties: { in: { enum: ['query', 'header', 'path', 'cookie'] }, name: { type: 'string' } },
      if: { properties: { in: { const: 'path' } } },
      then: { required: ['required'], properties: { required: { const: true } } },
    },
    requestBody: {
      type: 'object',
      required: ['content'],
      properties: { content: { $ref: '#/$defs/content' } },
    },
    response: {
      type: 'object',
      required: ['description'],
      properties: {
        content: { $ref: '#/$defs/content' },
        headers: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            not: { anyOf: [{ required: ['name'] }, { required: ['in'] }] },
          },
        },
      },
    },
    content: { type: 'object', additionalProperties: { type: 'object', required: ['schema'] } },
    securityScheme: {
      type: 'object',
      required: ['type'],
      properties: { type: { enum: ['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'] } },
      allOf: [
        { if: { properties: { type: { const: 'apiKey' } } }, then: { required: ['name', 'in'] } },
        { if: { properties: { type: { const: 'http' } } }, then: { required: ['scheme'] } },
      ],
    },
  },
};

type Json = Record<string, any>;

/** Every `$ref` in a document. */
export function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, found));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

/** The schemas written inline in an operation (parameters, bodies, response headers). */
export function schemasIn(node: unknown, at = 'op', found: Json = {}): Json {
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'schema' && v && typeof v === 'object' && !('$ref' in v)) found[`${at}.${k}`] = v;
      else schemasIn(v, `${at}.${k}`, found);
    }
  }
  return found;
}
