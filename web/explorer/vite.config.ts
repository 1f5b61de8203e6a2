import path from 'node:path';
import { defineConfig } from 'vite';

// The GraphQL explorer (GraphiQL), served by the bvs express app at GET /graphql (src/http/public-pages.ts).
export default defineConfig({
  root: __dirname,
  base: '/graphql/explorer/',
  build: {
    outDir: path.join(__dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
  },
});
