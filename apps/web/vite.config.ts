import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';

const SHELL =
  /[\\/]packages[\\/](ui|br|api-client)[\\/]|[\\/]node_modules[\\/](@tanstack[\\/](react-query|query-core)|@trpc[\\/])|[\\/]features[\\/][^\\/]+[\\/]src[\\/]web[\\/]prefetch\.ts$/;
// What the top bar draws on every signed-in page (decision 065): the waiting room's button, the
// settings and the reports buttons, with what they import.
const TOP_BAR =
  /[\\/]features[\\/](calendar[\\/]src[\\/]web[\\/]urgent-room|settings[\\/]src[\\/]web[\\/]settings-button|finance[\\/]src[\\/]web[\\/]reports-button)\.tsx$/;
// The panels other features put on the dashboard, with the small modules they share with their own
// features' screens.
const DASHBOARD_PANELS =
  /[\\/]features[\\/](onboarding[\\/]src[\\/]web[\\/]first-steps-panel|booking[\\/]src[\\/]web[\\/]online-bookings-panel|waitlist[\\/]src[\\/]web[\\/]waitlist-panel)\.tsx$/;
// The signed-in layout and its top bar, which every signed-in page draws first.
const SHELL_PAGES = /[\\/]apps[\\/]web[\\/]src[\\/]shell[\\/](app-layout|top-bar)\.tsx$/;
const TOAST_LIBRARY = /[\\/]packages[\\/]ui[\\/]src[\\/]toast-library\.tsx$/;
// The first screen of every working day: its HTML names the signed-in shell, the page and its panels,
// which the browser then fetches beside the entry rather than in three waves after it (decision 068).
// The financial page the same way: its largest paint is a figure of the month, whose read leaves with
// the route (features/finance/src/web/prefetch.ts) once the page's code is in.
const ROUTE_PRELOADS = {
  '/dashboard': [SHELL_PAGES, /[\\/]features[\\/]calendar[\\/]src[\\/]web[\\/]dashboard-page\.tsx$/, DASHBOARD_PANELS],
  '/financial': [SHELL_PAGES, /[\\/]features[\\/]finance[\\/]src[\\/]web[\\/]financial-page\.tsx$/],
};

export default defineConfig({
  plugins: [react(), routePreloads(ROUTE_PRELOADS), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads (read by `npm run size`).
    manifest: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Everything the entry imports statically (React, the router, the sign-in screen) in one
        // file: split into small shared chunks it cost seven more requests before anything could run,
        // and HTTP/1.1 sends six at a time.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            // The signed-in shell's chunk (the query client, tRPC, the UI kit) carries every feature's
            // `src/web/prefetch.ts` too, so a page's and its panels' first requests leave as soon as the
            // shell is in (main.tsx asks for it with the session check), not after their own chunks.
            // The toast library is not in it: it loads with the first toast or once the page settled.
            {
              name: 'shell',
              test: (id) => (SHELL.test(id) || SHELL_PAGES.test(id) || TOP_BAR.test(id)) && !TOAST_LIBRARY.test(id),
              priority: 2,
            },
            // The dashboard's panels in one chunk and one style sheet, not six and three (decision 065).
            { name: 'dashboard-panels', test: DASHBOARD_PANELS, priority: 1 },
          ],
        },
        // Name each lazily loaded feature chunk after its feature, so size reports read as routes.
        chunkFileNames: (chunk) => {
          const feature = /features\/([^/]+)\/src\/web\/index\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return `assets/${feature ? `feature-${feature}` : '[name]'}-[hash].js`;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/trpc': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
      '/auth': 'http://127.0.0.1:3000',
      '/app-config.js': 'http://127.0.0.1:3000',
    },
  },
});
