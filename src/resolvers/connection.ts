import type { Page } from '../domain/shared/pagination';

/**
 * A domain page as a Relay connection. Domain pagers page forwards only (newest first, `first`/`after`),
 * so a page has nodes before it exactly when it was asked for after a cursor.
 */
export const toConnection = <T>(page: Page<T>, args: { after?: string | null } = {}) => {
  const first = page.nodes[0];
  return {
    edges: page.nodes.map((node) => ({ node, cursor: page.cursorOf(node) })),
    nodes: page.nodes,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      endCursor: page.endCursor,
      hasPreviousPage: Boolean(args.after),
      startCursor: first === undefined ? null : page.cursorOf(first),
    },
  };
};

/** Drops keys whose value is undefined or null, so GraphQL's explicit nulls mean "not given". */
export const given = <T extends Record<string, unknown>>(obj: T): Partial<T> =>
  Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
