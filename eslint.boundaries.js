import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';

/**
 * Which folders are features, which are shared, and which compose them (STYLE.md 7). A feature imports shared
 * code and its own files; shared code imports no feature; only the composition roots (server app.ts and the
 * demo seed, the web app/ with its layouts, and main.tsx) import features. Imports are resolved, so `../x`,
 * `@/features/x` and `./x` are judged alike.
 */
const SERVER_FEATURES = [
  'account',
  'administration',
  'applications',
  'enterprises',
  'health',
  'home',
  'live',
  'messages',
  'partners',
  'register',
  'review',
  'tax',
  'time-limits',
];
const SERVER_SHARED = [
  // The audit log is recorded by shared code (sign-in, workflow writer) and features alike, so it is shared.
  'server/src/audit',
  'server/src/auth',
  'server/src/db',
  'server/src/files',
  'server/src/maintenance',
  'server/src/plugins',
  'server/src/reporting',
  'server/src/workflow',
  'server/src/app-error.ts',
  'server/src/clock.ts',
  'server/src/config.ts',
  'server/src/envelope.ts',
  'server/src/route.ts',
  'server/src/shutdown.ts',
  'server/src/validator.ts',
];
const WEB_FEATURES = ['account', 'administration', 'applications', 'audit', 'auth', 'enterprises', 'home', 'live', 'messages', 'partners', 'review', 'tax', 'time-limits'];
const WEB_SHARED = ['web/src/components', 'web/src/config', 'web/src/lib', 'web/src/stores'];

const serverFeature = (name) => `server/src/${name}`;
const webFeature = (name) => `web/src/features/${name}`;

const zonesOf = (features, at, shared, sharedMessage) => [
  ...features.map((name) => ({
    target: at(name),
    from: features.filter((other) => other !== name).map(at),
    message: 'Features do not import each other: move what both need to shared code, or let the composition root pass it in.',
  })),
  { target: shared, from: features.map(at), message: sharedMessage },
];

const zones = [
  ...zonesOf(SERVER_FEATURES, serverFeature, SERVER_SHARED, 'Shared server code imports no feature; app.ts wires features together.'),
  ...zonesOf(WEB_FEATURES, webFeature, WEB_SHARED, 'Shared web code imports no feature; app/ composes features.'),
];

/** import-x reads the imported files' own imports (for cycles) only when it knows how to parse them. */
const parsing = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

/** Each side resolves through its own tsconfig (the web's `@/` alias, domain's package exports). */
const side = (files, project) => ({
  files,
  plugins: { 'import-x': importX },
  settings: { ...parsing, 'import-x/resolver-next': [createTypeScriptImportResolver({ project })] },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
});

export const featureBoundaries = [
  side(['server/src/**/*.ts'], 'server/tsconfig.json'),
  side(['web/src/**/*.{ts,tsx}'], 'web/tsconfig.json'),
  side(['domain/src/**/*.ts'], 'domain/tsconfig.json'),
  {
    // Black-box tests build the whole app, as app.ts does: their journeys may cross features.
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support.ts', '**/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
    },
  },
];
