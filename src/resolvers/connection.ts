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
