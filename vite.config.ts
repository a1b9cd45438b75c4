import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserAliases } from './vite.aliases';

const API_SERVER = process.env.VITE_DEV_API_SERVER || 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: browserAliases },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router feature-detects React 19's useOptimistic and falls back without it; Preact
        // has none, which is expected, not a fault worth a warning in every build.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'))
          return;
        warn(warning);
      },
    },
  },
  server: {
    // `npx vite` next to the shop server (`npm run dev`, port 3000): the API, the product artwork
    // and the page protocol go to the server; everything else is Vite's.
    proxy: {
      '/api': API_SERVER,
      '/images': API_SERVER,
      // Page JSON is asked for at the page's own url with `X-Source: nuxt` (docs/api.md); the
      // same url without the header is the SPA, which Vite serves (returning the url passes it on).
      '^/(?!api/|images/)': {
        target: API_SERVER,
        bypass: (request) => (request.headers['x-source'] === 'nuxt' ? undefined : request.url),
      },
    },
  },
});
