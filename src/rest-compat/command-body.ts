import { z } from 'zod';
import { specName } from '../domain/shared/command';

type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;
type SnakeShape<S extends z.ZodRawShape> = { [K in keyof S & string as Snake<K>]: S[K] };

/**
 * A domain command's schema as a REST body: the same field rules under the spec's snake_case names,
 * strict, so the route checks and OpenAPI documents exactly what the domain accepts.
 */
export function restBody<S extends z.ZodRawShape>(command: z.ZodObject<S>) {
  const shape = Object.fromEntries(Object.entries(command.shape).map(([k, v]) => [specName(k), v]));
  return z.strictObject(shape as SnakeShape<S>);
}

/** A checked REST body as the command's fields, under the domain's names. */
export function toCommand<S extends z.ZodRawShape>(
  command: z.ZodObject<S>,
  body: Record<string, unknown>,
): { [K in keyof S]?: unknown } {
  return Object.fromEntries(
    Object.keys(command.shape).flatMap((k) => (specName(k) in body ? [[k, body[specName(k)]]] : [])),
  ) as { [K in keyof S]?: unknown };
}
