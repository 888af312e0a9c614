import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    // React Router's package points browsers at its development build, whose warnings cost
    // bytes and time on every page; the production build is the same code without them.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunk each screen needs: scripts/web-weight.mjs reads it for the size report and the
    // service worker's precache lists, then removes it.
    manifest: true,
    target: 'es2022',
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The shared domain modules build zod schemas at load time; the browser uses only their
      // constants and types, so schema construction is marked side-effect free and dropped.
      treeshake: { manualPureFunctions: ['z'] },
      // zod validates data only on screens loaded on demand; its own chunk keeps it off the first
      // page. React, the router and TanStack Query travel as one chunk (one gzip stream is
      // smaller than several), cached across releases that change only the app's code.
      output: {
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules\/zod\// },
            {
              name: 'react',
              test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core))\//,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/healthz': `http://127.0.0.1:${apiPort}`,
    },
  },
});
