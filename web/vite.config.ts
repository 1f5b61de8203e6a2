import path from 'node:path';
import { defineConfig } from 'vite';

// The pages are served by the bvs express app itself (src/pages.ts); they talk only to /graphql.
export default defineConfig({
  root: __dirname,
  base: '/',
  build: { outDir: path.join(__dirname, 'dist'), emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/graphql': { target: 'http://127.0.0.1:4000', ws: true } } },
});
