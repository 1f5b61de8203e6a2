import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { z } from 'zod';
import { OPERATIONS, openApiDocument as buildDocument } from '../../src/rest-compat/openapi';
import type { oas31 } from 'zod-openapi';

type Json = Record<string, any>;

const DOC_ID = 'bvs-openapi';

// The app builds its document once per instance; the checks here read the same document many times.
let built: oas31.OpenAPIObject | undefined;
const openApiDocument = (): oas31.OpenAPIObject => (built ??= buildDocument());

/** A documented operation as the fuzz tests need it. */
export interface OperationInfo {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI template, e.g. `/v2/webhooks/{id}`. */
  path: string;
  operationId: string;
  auth: 'apiKey' | 'apiKeyOrAccessToken' | 'admin' | 'signedLink';
  /** Every status the operation may answer. */
  statuses: number[];
  /** The zod schema the route validates its body with, and the same as JSON Schema (with `$ref`s). */
  body?: { media: 'json' | 'multipart' | 'binary'; required: boolean; zod: z.ZodType; jsonSchema: Json };
}

/** A JSON pointer as a URI fragment (`{id}` must be percent-encoded there). */
const pointer = (...parts: string[]) =>
  parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** Follows a local `$ref` (`#/components/...`) of the document. */
export function resolveRef<T = Json>(node: Json): T {
  if (typeof node?.$ref !== 'string') return node as T;
  const found = (node.$ref as string)
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Json | undefined>((at, key) => at?.[key], openApiDocument());
  if (!found) throw new Error(`unresolved ${node.$ref}`);
  return resolveRef<T>(found);
}

/** Every documented operation: method, path template and request body schema. */
export function documentedOperations(): OperationInfo[] {
  const doc = openApiDocument() as Json;
  return OPERATIONS.map((op) => {
    const documented = doc.paths[op.fullPath][op.method];
    const content = documented.requestBody?.content as Json | undefined;
    return {
      method: op.method,
      path: op.fullPath,
      operationId: op.operationId,
      auth: op.auth,
      statuses: Object.keys(documented.responses).map(Number),
      ...(op.body &&
        content && {
          body: {
            media: op.body.media ?? 'json',
            required: !op.body.optional,
            zod: op.body.schema,
            jsonSchema: resolveRef(Object.values(content)[0].schema),
          },
        }),
    };
  });
}

interface Matcher {
  path: string;
  segments: string[];
  literals: number;
}

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);

const matchers: Matcher[] = Object.keys(openApiDocument().paths ?? {}).map((path) => {
  const segments = segmentsOf(path);
  return { path, segments, literals: segments.filter((s) => !s.startsWith('{')).length };
});

/** The documented path a request path falls under; a literal segment wins over a template. */
export function documentedPathOf(urlPath: string): string | undefined {
  const segments = segmentsOf(urlPath.split('?')[0]!);
  return matchers
    .filter(
      (m) =>
        m.segments.length === segments.length &&
        m.segments.every((s, i) => (s.startsWith('{') ? segments[i] !== '' : s === segments[i])),
    )
    .sort((a, b) => b.literals - a.literals)[0]?.path;
}

/** Where the JSON schema of an answer lives in the document (inside a shared response, if so). */
function jsonSchemaPointer(path: string, verb: string, status: string): string {
  const documented = (openApiDocument().paths as Json)[path][verb].responses[status];
  const base =
    typeof documented.$ref === 'string'
      ? (documented.$ref as string).slice(1)
      : pointer('', 'paths', path, verb, 'responses', status);
  return `${base}/${pointer('content', 'application/json', 'schema')}`;
}

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/** One ajv per process holding the whole document, so `#/components/...` resolve inside it. */
function validatorAt(schemaPointer: string): ValidateFunction {
  if (!ajv) {
    // Refs compiled as functions of their own: about half the compile time of inlining them.
    ajv = new Ajv2020({ strict: false, allErrors: true, inlineRefs: false });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addSchema(openApiDocument() as Json, DOC_ID);
  }
  let validate = compiled.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}#${schemaPointer}` });
    compiled.set(schemaPointer, validate);
  }
  return validate;
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 10)
    .map((e) => `  ${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    .join('\n');

const excerpt = (body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text === undefined ? '(empty)' : text.length > 800 ? `${text.slice(0, 800)}…` : text;
};

/**
 * Checks an answer against the document: its status must be documented for the operation, a JSON
 * body must match that status's schema, other bodies the media types, required headers be present.
 * Returns a description of what is wrong, or null (also for paths the document does not cover).
 */
export function responseProblem(
  method: string,
  urlPath: string,
  res: { status: number; headers: Headers; body: unknown },
): string | null {
  const path = documentedPathOf(urlPath);
  const verb = method.toLowerCase();
  const operation = path ? (openApiDocument().paths?.[path] as Json | undefined)?.[verb] : undefined;
  if (!path || !operation) return null;
  const name = `${method.toUpperCase()} ${path} (${operation.operationId}) answered ${res.status}`;
  const documented = operation.responses[String(res.status)];
  if (!documented) {
    const listed = Object.keys(operation.responses).join(', ');
    return `${name}, a status the OpenAPI document does not list (${listed}).\nbody: ${excerpt(res.body)}`;
  }
  const response = resolveRef(documented);
  for (const [header, spec] of Object.entries((response.headers ?? {}) as Json)) {
    if (resolveRef(spec).required && !res.headers.has(header)) return `${name} without the header ${header}`;
  }
  const media = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const content = (response.content ?? {}) as Json;
  if (!(media in content)) {
    if (media === '' && Object.keys(content).length === 0) return null;
    return `${name} as ${media || 'no content type'}, documented: ${Object.keys(content).join(', ') || 'none'}`;
  }
  if (media !== 'application/json') return null;
  const validate = validatorAt(jsonSchemaPointer(path, verb, String(res.status)));
  if (validate(res.body)) return null;
  return `${name}, a body that does not match the OpenAPI document:\n${describe(validate.errors)}\nbody: ${excerpt(res.body)}`;
}
