import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pathAliases } from './vite.aliases';

/**
 * The chunks a server-rendered page evaluates one task each before its entry (public/boot.js,
 * `data-stages`): the packages every page needs, and the shop api. None of them draws, so their
 * order does not change the order in which the shop's styled components are numbered.
 */
const VENDOR_CHUNKS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'vendor-state',
    test: /node_modules[\\/](@reduxjs|redux|redux-thunk|@redux-saga|redux-saga|immer|reselect|react-redux|use-sync-external-store)[\\/]/,
  },
  {
    name: 'vendor-router',
    test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
  },
  { name: 'vendor-styles', test: /node_modules[\\/](styled-components|stylis|@emotion)[\\/]/ },
  // The shop api's 119 endpoints (their hooks, thunks and matchers are made as it is evaluated);
  // it imports only the packages above.
  { name: 'vendor-api', test: /src[\\/]features[\\/]api[\\/]/ },
];

const API_SERVER = process.env.VITE_DEV_API_SERVER || 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias: pathAliases },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // `.vite/manifest.json`: the server reads each route's chunks from it to preload them
    // (server/modules/page/preloads.ts).
    manifest: !isSsrBuild,
    // The public files are the browser's; the server renderer's folder needs none of them.
    copyPublicDir: !isSsrBuild,
    // Chunks named `vendor-*` (VENDOR_CHUNKS), which public/boot.js evaluates one task each before
    // the app, instead of one long task for the whole module graph.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
  // The server renderer's bundle (scripts/build.mjs) carries its packages, so a build folder
  // anywhere (E2E_DIST) runs without the project's node_modules beside it.
  ssr: { noExternal: true },
  // The server renderer always runs React's production build, as the browser bundle does,
  // whatever NODE_ENV the server process has.
  define:
    command === 'build' && isSsrBuild
      ? { 'process.env.NODE_ENV': JSON.stringify('production') }
      : {},
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
}));
