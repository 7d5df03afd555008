import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGES, signedInFirstScreen } from '../../build/first-screen-chunks';

const web = resolve(import.meta.dirname, '../..');
const repo = resolve(web, '..');
const domain = resolve(repo, 'domain/src');

/** The file an import names: the web's `@/` alias, the domain package, or a relative path; null for a package. */
const fileOf = (from: string, spec: string): string | null => {
  const base = spec.startsWith('@/')
    ? join(web, 'src', spec.slice(2))
    : spec.startsWith('@ftown/domain/')
      ? join(domain, spec.slice('@ftown/domain/'.length))
      : spec.startsWith('.')
        ? resolve(dirname(from), spec)
        : null;
  if (base === null) return null;
  // A folder is not a module: `@/x` naming a folder is its index.ts, whose imports the walk must follow.
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
  if (!found) throw new Error(`${from}: cannot resolve ${spec}`);
  return found;
};

/**
 * The imports a module's evaluation needs: static imports and re-exports, but not `import type` (erased) and
 * not import() (loaded when called). `import { type A }` counts: verbatimModuleSyntax keeps the module.
 */
const staticImports = (source: string) =>
  [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

/** The components a module takes from antd's index by name, leaving out `type` names (erased). */
const antdNames = (source: string) =>
  [...source.matchAll(/^\s*import\s+\{([^}]*)\}\s+from\s+'antd'/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );

/** Every file, package and antd component the given entries (paths from the repository's root) load before any import() runs. */
const staticGraph = (entries: readonly string[]) => {
  const files = new Set<string>();
  const packages = new Set<string>();
  const antd = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    antdNames(source).forEach((name) => antd.add(name));
    for (const spec of staticImports(source)) {
      const next = fileOf(file, spec);
      if (next === null) packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      else visit(next);
    }
  };
  entries.forEach((entry) => visit(join(repo, entry)));
  return { files, packages, antd };
};

describe('the first screen', () => {
  // DESIGN section 8: zod and the call contracts come with the first call that needs them. A schema beside a
  // constant the first screen shows (the status labels) put all of zod, 23 KiB on the wire, on /login/edge.
  it('loads no zod before a call needs it: the entry, the app and the sign-in page', () => {
    const { files, packages } = staticGraph(['web/src/boot.ts', 'web/src/main.tsx', 'web/src/features/auth/pages/login-page.tsx']);
    expect(files.size).toBeGreaterThan(20);
    expect(packages).toContain('antd');
    expect(packages).not.toContain('zod');
  });

  // Issue 15: the sidebar's staff names and the queue's row actions came from the review calls' table, whose action
  // inputs reach every application form's rules: a queue's first visit built all of them, about 35 KB of its code.
  it("builds no application form on a staff queue's first screen, only the calls it makes", () => {
    const { files } = staticGraph(signedInFirstScreen('queue'));
    const domainFiles = [...files].filter((f) => f.startsWith(domain)).map((f) => f.slice(domain.length + 1));
    expect(domainFiles).toContain('review/api/queue.calls.ts');
    expect(domainFiles).not.toContain('review/api/review.schemas.ts');
    expect(domainFiles).not.toContain('applications/forms.ts');
  });

  // Issue 15: antd's Result imports its 403, 404 and 500 pictures whatever the status, about 7 KB on the wire.
  // A card's failed read drew one, so every signed-in first visit downloaded them to show none.
  it('draws no antd Result on the signed-in first screens', () => {
    const { antd } = staticGraph(FIRST_PAGES.flatMap(signedInFirstScreen));
    expect(antd).toContain('Card');
    expect(antd).not.toContain('Result');
  });
});
