export { openApiRoutes } from './docs';
export { OPERATIONS, ROUTES, openApiDocument, statusesOf, takesIdempotencyKey } from './document';
export type { DocumentedOperation, RouteDoc } from './registry';
