import type { Page } from '../domain/shared/pagination';

/** A domain page (newest first, paged forward with `first`/`after` or backward with `last`/`before`) as a Relay connection. */
export const toConnection = <T>(page: Page<T>) => ({
  edges: page.nodes.map((node) => ({ node, cursor: page.cursorOf(node) })),
  nodes: page.nodes,
  pageInfo: {
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
    startCursor: page.startCursor,
    endCursor: page.endCursor,
  },
});

/** Drops keys whose value is undefined or null, so GraphQL's explicit nulls mean "not given". */
export const given = <T extends Record<string, unknown>>(obj: T): Partial<T> =>
  Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
