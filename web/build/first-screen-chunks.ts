import type { Plugin } from 'vite';

/** Where a first screen starts, as paths under web/src; a set's chunk holds what they load before any import(). */
type Roots = readonly string[];

/** index.html's one script: it asks for the app after the first paint, so it stays as small as it is. */
const BOOT: Roots = ['web/src/boot.ts'];
/** The app's entry loads on every page; the sign-in page on every first visit. */
const CORE: Roots = ['web/src/main.tsx'];
const SIGN_IN: Roots = ['web/src/features/auth/pages/login-page.tsx'];
/**
 * What every signed-in layout loads around it; with the /sam call table, which the route guard imports on every
 * signed-in first visit to read the user info (web/src/features/auth/api/sam-calls.ts).
 */
const SIGNED_IN: Roots = ['web/src/app/session-providers.tsx', 'domain/src/auth/auth.calls.ts'];
const SHELLS = {
  staff: ['web/src/app/layouts/staff/staff-layout.tsx'],
  applicant: ['web/src/app/layouts/applicant/applicant-layout.tsx'],
} as const;
/** What a side's shell loads once its first screen has painted (the applicant's bell, live feed and opinions). */
const DEFERRED = {
  applicant: ['web/src/app/layouts/applicant/header-extras.tsx'],
} as const satisfies Partial<Record<keyof typeof SHELLS, Roots>>;
/** The first pages, with the read each asks for before it renders (app/routes-preload.ts). */
const PAGES = {
  'applicant-home': { shell: 'applicant', roots: ['web/src/app/pages/applicant-home-page.tsx', 'web/src/features/home/api/get-applicant-summary.ts'] },
  queue: { shell: 'staff', roots: ['web/src/app/pages/queue-page.tsx', 'web/src/features/review/api/get-queue.ts'] },
  'staff-home': { shell: 'staff', roots: ['web/src/features/home/pages/staff-home-page.tsx'] },
} as const satisfies Record<string, { shell: keyof typeof SHELLS; roots: Roots }>;

type FirstPage = keyof typeof PAGES;
export const FIRST_PAGES = Object.keys(PAGES) as FirstPage[];
/** A signed-in first screen's roots, its shell's and its page's: what web/src/app/first-screen.test.ts checks it loads. */
export const signedInFirstScreen = (page: FirstPage): Roots => [...SIGNED_IN, ...SHELLS[PAGES[page].shell], ...PAGES[page].roots];

/** A chunk of the first pass, as the bundler wrote it after tree-shaking. */
type PassChunk = { fileName: string; moduleIds: readonly string[]; imports: readonly string[] };

/** Set while the first pass runs, so that pass splits as the bundler would by itself. */
const FIRST_PASS = 'FTOWN_FIRST_SCREEN_PASS';

/**
 * Which chunk each module of a first screen goes to, from a build split as the bundler would: the modules a screen
 * loads are those of the chunks its roots' chunks import, after tree-shaking (a walk of the import graph itself
 * would follow antd's index into every component). The entry's and the sign-in page's are one chunk each; a
 * module of one screen is that screen's; one shared by a side's screens is that side's shell's; one both sides
 * share is signed-in, and one that the other side loads only after its first screen is signed-in-later.
 */
export const assignChunks = (chunks: readonly PassChunk[]): Map<string, string> => {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOfModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
  const ids = [...chunkOfModule.keys()];
  /** Each root's module id, found once: a root's module ends with its path (web/src/… or domain/src/…). */
  const idOfRoot = new Map(
    [BOOT, CORE, SIGN_IN, SIGNED_IN, ...Object.values(SHELLS), ...Object.values(DEFERRED), ...Object.values(PAGES).map((p) => p.roots)].flat().map((root) => {
      const id = ids.find((candidate) => candidate.endsWith(`/${root}`));
      if (id === undefined) throw new Error(`first-screen-chunks: ${root} is not in the build`);
      return [root, id] as const;
    }),
  );
  const rootIds = new Set(idOfRoot.values());
  /** A screen's modules but its roots: each root stays the chunk its import() names (and the manifest's entry). */
  const modulesOf = (roots: Roots) => {
    const seen = new Set<PassChunk>();
    const visit = (chunk: PassChunk) => {
      if (seen.has(chunk)) return;
      seen.add(chunk);
      chunk.imports.forEach((file) => visit(byFile.get(file)!));
    };
    for (const root of roots) visit(chunkOfModule.get(idOfRoot.get(root)!)!);
    return [...seen].flatMap((c) => c.moduleIds).filter((id) => !rootIds.has(id));
  };

  const chunkOf = new Map<string, string>();
  // The script's own modules (Vite's preload helper) stay where the bundler puts them: in it.
  const boot = new Set(modulesOf(BOOT));
  for (const id of modulesOf(CORE)) if (!boot.has(id)) chunkOf.set(id, 'core');
  const free = (id: string) => !boot.has(id) && !chunkOf.has(id);
  // What the sign-in page shares with a signed-in first screen (antd's style engine, the form controls' base) goes
  // with the entry, which both load: a signed-in page then loads none of the sign-in page's own code.
  const signedInFirst = new Set([SIGNED_IN, ...Object.values(SHELLS), ...Object.values(PAGES).map((p) => p.roots)].flatMap(modulesOf));
  for (const id of modulesOf(SIGN_IN)) if (free(id)) chunkOf.set(id, signedInFirst.has(id) ? 'core' : 'sign-in');
  /** The screens that want each remaining module: for each, its side (staff, applicant) and whether it waits. */
  type Claim = { side: string; deferred: boolean };
  const claims = new Map<string, Map<string, Claim>>();
  const claim = (name: string, side: string, roots: Roots, deferred = false) => {
    for (const id of modulesOf(roots)) if (free(id)) claims.set(id, (claims.get(id) ?? new Map<string, Claim>()).set(name, { side, deferred }));
  };
  claim('signed-in', 'both', SIGNED_IN);
  for (const [side, roots] of Object.entries(SHELLS)) claim(`${side}-shell`, side, roots);
  for (const [name, { shell, roots }] of Object.entries(PAGES)) claim(name, shell, roots);
  for (const [side, roots] of Object.entries(DEFERRED)) claim(`${side}-deferred`, side, roots, true);
  for (const [id, wanted] of claims) {
    const first = [...wanted].filter(([, c]) => !c.deferred);
    // What only a deferred part wants is left to the bundler, which puts it with that part.
    if (first.length === 0) continue;
    const sides = new Set(first.map(([, c]) => c.side));
    const [side] = sides;
    // A module of one side's first screen that the other side loads later must not make the other side load this
    // side's chunks: it goes to a chunk of its own that both load, the one side at once, the other later.
    const later = [...wanted.values()].some((c) => c.deferred && c.side !== side);
    chunkOf.set(id, sides.size > 1 || side === 'both' ? 'signed-in' : later ? 'signed-in-later' : first.length === 1 ? first[0]![0] : `${side}-shell`);
  }
  return chunkOf;
};

/**
 * The first screens' chunks (issue 15: Lighthouse). Left to the bundler, the modules a screen needs are spread over
 * a chunk per combination of lazy importers: the applicant home loaded about 80 files, each a request and a preload
 * link inserted before its content could paint. This builds once as the bundler splits by itself, then gives the
 * real build a code-splitting group that puts each first screen's modules together.
 */
export const firstScreenChunks = (configFile: string) => {
  let chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'ftown-first-screen-chunks',
    apply: 'build',
    async buildStart() {
      if (process.env[FIRST_PASS]) return;
      const { build } = await import('vite');
      process.env[FIRST_PASS] = '1';
      try {
        const output = await build({ configFile, logLevel: 'silent', build: { write: false } });
        const outputs = Array.isArray(output) ? output : [output];
        const chunks = outputs.flatMap((o) =>
          'output' in o ? o.output.flatMap((item) => (item.type === 'chunk' ? [{ fileName: item.fileName, moduleIds: item.moduleIds, imports: item.imports }] : [])) : [],
        );
        chunkOf = assignChunks(chunks);
      } finally {
        delete process.env[FIRST_PASS];
      }
    },
  };
  return {
    plugin,
    group: { name: (id: string) => chunkOf.get(id) ?? null, includeDependenciesRecursively: false },
  };
};
