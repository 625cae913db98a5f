import { describe, expect, it } from 'vitest';
import { preloadsOf } from './route-preloads.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  moduleIds,
  viteMetadata: { importedCss: new Set(css) },
});

// A build as Vite hands it over: the entry, the signed-in shell, the dashboard's page and panels, and
// a page the dashboard does not load.
const bundle = [
  chunk('assets/index-1.js', ['/app/apps/web/src/main.tsx'], [], ['assets/index-1.css'], true),
  chunk(
    'assets/shell-2.js',
    ['/app/apps/web/src/shell/app-layout.tsx', '/app/packages/ui/src/modal.tsx'],
    ['assets/index-1.js'],
    ['assets/shell-2.css'],
  ),
  chunk('assets/hooks-3.js', ['/app/features/calendar/src/web/hooks.ts'], ['assets/shell-2.js']),
  chunk(
    'assets/dashboard-page-4.js',
    ['/app/features/calendar/src/web/dashboard-page.tsx'],
    ['assets/index-1.js', 'assets/shell-2.js', 'assets/hooks-3.js'],
    ['assets/dashboard-page-4.css'],
  ),
  chunk('assets/dashboard-panels-5.js', ['/app/features/waitlist/src/web/waitlist-panel.tsx'], ['assets/shell-2.js']),
  chunk('assets/clients-page-6.js', ['/app/features/clients/src/web/clients-page.tsx'], ['assets/shell-2.js']),
];

describe('preloadsOf', () => {
  it("lists a route's chunks with what they import, scripts before style sheets, without the entry", () => {
    const preloads = preloadsOf(bundle, {
      '/dashboard': [/app-layout\.tsx$/, /dashboard-page\.tsx$/, /waitlist-panel\.tsx$/],
    });
    expect(preloads).toEqual({
      '/dashboard': [
        '/assets/shell-2.js',
        '/assets/dashboard-page-4.js',
        '/assets/hooks-3.js',
        '/assets/dashboard-panels-5.js',
        '/assets/shell-2.css',
        '/assets/dashboard-page-4.css',
      ],
    });
  });

  it('fails the build when a listed module is in no chunk (moved or renamed)', () => {
    expect(() => preloadsOf(bundle, { '/dashboard': [/old-dashboard\.tsx$/] })).toThrow(
      '/dashboard: no chunk holds a module matching /old-dashboard\\.tsx$/',
    );
  });
});
