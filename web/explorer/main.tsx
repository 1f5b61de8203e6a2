// The GraphQL explorer served by bvs at GET /graphql (in a browser): GraphiQL from the npm registry,
// bundled by vite into web/explorer/dist, so every asset is same-origin (no CDN). Queries and
// mutations go to /graphql over HTTP, subscriptions over graphql-ws on the same path, with the
// credential the user puts in the headers editor (x-api-key), like any other client.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';

const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
const fetcher = createGraphiQLFetcher({ url: '/graphql', subscriptionUrl: wsUrl });

const DEFAULT_QUERY = `# Welcome to the bvs GraphQL explorer.
# Put your API key in the Headers tab below: {"x-api-key": "bvs_sk_..."}
# (an operator creates accounts; the first start of the embedded database prints a demo key).

query Viewer {
  viewer {
    id
    name
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL
    fetcher={fetcher}
    defaultQuery={DEFAULT_QUERY}
    defaultHeaders={JSON.stringify({ 'x-api-key': '' }, null, 2)}
    isHeadersEditorEnabled
    shouldPersistHeaders={false}
  />,
);
