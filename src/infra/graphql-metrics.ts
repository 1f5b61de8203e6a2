import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { AppMetrics } from './metrics';

/** Operation names come from clients: past this many distinct ones, new names count as `other`. */
const MAX_OPERATION_NAMES = 200;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/**
 * Latency and errors of each GraphQL operation over HTTP, by operation name and type (subscriptions
 * over graphql-ws are counted by the connection and subscription gauges instead).
 */
export function graphqlMetrics<T extends BaseContext>(metrics: AppMetrics): ApolloServerPlugin<T> {
  const names = new Set<string>();
  const label = (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    if (!GRAPHQL_NAME.test(name)) return 'invalid';
    if (names.has(name)) return name;
    if (names.size >= MAX_OPERATION_NAMES) return 'other';
    names.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const start = process.hrtime.bigint();
      return {
        async willSendResponse(ctx) {
          const labels = {
            operation_name: label(ctx.operationName ?? ctx.request.operationName),
            operation_type: ctx.operation?.operation ?? 'unknown',
          };
          metrics.graphqlDuration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
          const body = ctx.response.body;
          const errors = body.kind === 'single' ? (body.singleResult.errors ?? []) : [];
          for (const e of errors) {
            const code = typeof e.extensions?.code === 'string' ? e.extensions.code : 'INTERNAL_SERVER_ERROR';
            metrics.graphqlErrors.inc({ ...labels, code });
          }
        },
      };
    },
  };
}
