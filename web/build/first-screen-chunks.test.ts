import { describe, expect, it } from 'vitest';
import { assignChunks } from './first-screen-chunks.ts';

const src = (path: string) => `/repo/web/src/${path}`;
const pkg = (path: string) => `/repo/node_modules/${path}`;
const domain = (path: string) => `/repo/domain/src/${path}`;

/** A first pass in miniature: each chunk's modules and the chunks it imports, as the bundler split them. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({ fileName, moduleIds, imports });
const FIRST_PASS = [
  chunk('index.js', [pkg('vite/preload-helper.js'), src('boot.ts')]),
  chunk('main.js', [src('main.tsx')], ['react.js']),
  chunk('react.js', [pkg('react/index.js')]),
  chunk('login.js', [src('features/auth/pages/login-page.tsx')], ['button.js', 'password.js', 'react.js']),
  chunk('password.js', [pkg('antd/es/input/Password.js')]),
  chunk('button.js', [pkg('antd/es/button/index.js')], ['react.js']),
  chunk('providers.js', [src('app/session-providers.tsx')], ['query.js']),
  chunk('query.js', [pkg('@tanstack/query-core/index.js')]),
  chunk('sam-calls.js', [domain('auth/auth.calls.ts')], ['zod.js']),
  chunk('zod.js', [pkg('zod/index.js')]),
  chunk('staff-layout.js', [src('app/layouts/staff/staff-layout.tsx')], ['menu.js', 'table.js', 'button.js', 'live-feed.js']),
  chunk('applicant-layout.js', [src('app/layouts/applicant/applicant-layout.tsx')], ['menu.js', 'button.js']),
  chunk('header-extras.js', [src('app/layouts/applicant/header-extras.tsx')], ['live-feed.js', 'bell.js']),
  chunk('live-feed.js', [src('features/live/live-feed.ts')]),
  chunk('bell.js', [src('features/messages/components/message-bell.tsx')]),
  chunk('menu.js', [pkg('antd/es/menu/index.js')], ['react.js']),
  chunk('table.js', [pkg('antd/es/table/index.js')], ['react.js']),
  chunk('queue-page.js', [src('app/pages/queue-page.tsx')], ['table.js', 'queue-table.js']),
  chunk('queue-table.js', [src('features/review/components/queue-table.tsx')]),
  chunk('get-queue.js', [src('features/review/api/get-queue.ts')], ['query.js']),
  chunk('home-page.js', [src('app/pages/applicant-home-page.tsx')], ['card.js']),
  chunk('get-summary.js', [src('features/home/api/get-applicant-summary.ts')], ['query.js']),
  chunk('card.js', [pkg('antd/es/card/index.js')]),
  chunk('staff-home.js', [src('features/home/pages/staff-home-page.tsx')], ['table.js', 'statistic.js']),
  chunk('statistic.js', [pkg('antd/es/statistic/index.js')]),
  chunk('other-page.js', [src('features/tax/pages/taxes-index-page.tsx')], ['date-picker.js']),
  chunk('date-picker.js', [pkg('antd/es/date-picker/index.js')]),
];

describe('the first screens’ chunks', () => {
  const chunkOf = assignChunks(FIRST_PASS);

  it("puts the app entry's modules in one chunk and the sign-in page's own in another", () => {
    expect(chunkOf.get(pkg('react/index.js'))).toBe('core');
    expect(chunkOf.get(pkg('antd/es/input/Password.js'))).toBe('sign-in');
    // The sign-in page shares its button with the signed-in layouts: it goes with the entry, which both load.
    expect(chunkOf.get(pkg('antd/es/button/index.js'))).toBe('core');
  });

  it("gives a screen's own modules its chunk, a side's shared ones its shell, and both sides' the signed-in chunk", () => {
    expect(chunkOf.get(src('features/review/components/queue-table.tsx'))).toBe('queue');
    expect(chunkOf.get(pkg('antd/es/card/index.js'))).toBe('applicant-home');
    expect(chunkOf.get(pkg('antd/es/statistic/index.js'))).toBe('staff-home');
    expect(chunkOf.get(pkg('antd/es/table/index.js'))).toBe('staff-shell');
    expect(chunkOf.get(pkg('antd/es/menu/index.js'))).toBe('signed-in');
    expect(chunkOf.get(pkg('@tanstack/query-core/index.js'))).toBe('signed-in');
  });

  it('puts what the route guard imports on every signed-in first visit (the /sam call table) in the signed-in chunk', () => {
    expect(chunkOf.get(pkg('zod/index.js'))).toBe('signed-in');
  });

  it("keeps one side's chunks out of what the other side loads after its first screen", () => {
    // The staff shell's live feed, which the applicant's header loads once the home has painted: without a chunk
    // of its own it went to staff-shell, and every applicant page loaded the staff's tables and forms with it.
    expect(chunkOf.get(src('features/live/live-feed.ts'))).toBe('signed-in-later');
    // What only the deferred part wants stays with it, where the bundler puts it.
    expect(chunkOf.has(src('features/messages/components/message-bell.tsx'))).toBe(false);
  });

  it("leaves index.html's script, every root (each the chunk its import() names) and the other pages as they were", () => {
    const roots = [
      pkg('vite/preload-helper.js'),
      src('boot.ts'),
      src('main.tsx'),
      src('app/pages/queue-page.tsx'),
      src('app/session-providers.tsx'),
      domain('auth/auth.calls.ts'),
      src('app/layouts/applicant/header-extras.tsx'),
    ];
    for (const id of roots) {
      expect(chunkOf.has(id), id).toBe(false);
    }
    expect(chunkOf.has(pkg('antd/es/date-picker/index.js'))).toBe(false);
    expect(chunkOf.has(src('features/tax/pages/taxes-index-page.tsx'))).toBe(false);
  });

  it('refuses a first pass without a root it names: a moved file must be renamed here too', () => {
    expect(() => assignChunks(FIRST_PASS.filter((c) => c.fileName !== 'queue-page.js'))).toThrow(/queue-page\.tsx is not in the build/);
  });
});
