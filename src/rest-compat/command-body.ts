import { z } from 'zod';
import { bare, isRecord, specName } from '../domain/shared/command';

type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;
type SnakeShape<S extends z.ZodRawShape> = { [K in keyof S & string as Snake<K>]: S[K] };

/**
 * The schema with the keys of its nested objects (in lists and wrappers) in the spec's spelling; a part
 * with no camelCase name is kept as it is. The checks of a renamed object must not read its keys.
 */
function snake(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as z.core.$ZodTypeDef & { innerType?: z.ZodType };
  if (schema instanceof z.ZodObject) {
    const shape = Object.entries(schema.shape as z.ZodRawShape);
    const renamed = shape.map(([k, v]) => [specName(k), snake(v as z.ZodType)] as const);
    if (renamed.every(([k, v], i) => k === shape[i]![0] && v === shape[i]![1])) return schema;
    return schema.clone({ ...schema._zod.def, shape: Object.fromEntries(renamed) });
  }
  if (schema instanceof z.ZodArray) {
    const element = snake(schema.element as z.ZodType);
    return element === schema.element ? schema : schema.clone({ ...schema._zod.def, element });
  }
  if (def.innerType) {
    const innerType = snake(def.innerType);
    return innerType === def.innerType ? schema : schema.clone({ ...def, innerType } as typeof def);
  }
  return schema;
}

/**
 * A domain command's schema as a REST body: the same field rules under the spec's snake_case names
 * (nested objects too), strict, so the route checks and OpenAPI documents exactly what the domain accepts.
 */
export function restBody<S extends z.ZodRawShape>(command: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(command.shape).map(([k, v]) => [specName(k), snake(v as z.ZodType)]),
  );
  return z.strictObject(shape as unknown as SnakeShape<S>);
}

/** A checked REST value under the domain's names, as its schema declares them (keys it does not declare stay). */
function camel(schema: z.ZodType, value: unknown): unknown {
  const s = bare(schema);
  if (s instanceof z.ZodArray && Array.isArray(value))
    return value.map((v) => camel(s.element as z.ZodType, v));
  if (!(s instanceof z.ZodObject) || !isRecord(value)) return value;
  const names = new Map(Object.keys(s.shape).map((n) => [specName(n), n]));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      const name = names.get(k);
      return name ? [name, camel(s.shape[name] as z.ZodType, v)] : [k, v];
    }),
  );
}

/** A checked REST body as the command's fields, under the domain's names. */
export function toCommand<S extends z.ZodRawShape>(
  command: z.ZodObject<S>,
  body: Record<string, unknown>,
): { [K in keyof S]?: unknown } {
  return Object.fromEntries(
    Object.keys(command.shape).flatMap((k) =>
      specName(k) in body ? [[k, camel(command.shape[k] as z.ZodType, body[specName(k)])]] : [],
    ),
  ) as { [K in keyof S]?: unknown };
}
