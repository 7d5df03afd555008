import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint configuration, run on small in-memory files placed where the rule looks. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

const problemsOf = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
};

const importing = (specifier: string) => `import * as other from '${specifier}';\nexport const used = other;\n`;

describe('feature boundaries', () => {
  it.each([
    ['a server feature importing another by a relative path', 'server/src/applications/probe.ts', '../review/review.service.ts'],
    ['a server feature reaching into another feature from a nested file', 'server/src/home/probe.ts', '../tax/tax.repository.ts'],
    ['shared server code importing a feature', 'server/src/workflow/probe.ts', '../enterprises/settle.ts'],
    ['a server plugin importing a feature', 'server/src/plugins/probe.ts', '../messages/messages.service.ts'],
    ['a web feature importing another by a relative path', 'web/src/features/tax/pages/probe.tsx', '../../enterprises/api/export-enterprise-list'],
    ['a web feature importing another by its alias', 'web/src/features/review/probe.ts', '@/features/applications/apply-ref'],
    ['a web feature importing another from its own root (../x)', 'web/src/features/review/probe.ts', '../applications/apply-ref'],
    ['a shared web component importing a feature', 'web/src/components/probe.tsx', '@/features/messages/unread-store'],
    ['the web request layer importing a feature', 'web/src/lib/probe.ts', '../features/auth/session-actions'],
  ])('refuses %s', async (_, filePath, specifier) => {
    expect(await problemsOf(filePath, importing(specifier))).toEqual(['import-x/no-restricted-paths']);
  });

  it.each([
    ['a server feature importing shared auth and workflow code', 'server/src/review/probe.ts', '../auth/actors.ts'],
    ['a server feature importing its own files', 'server/src/review/probe.ts', './apply-package.ts'],
    ['the composition root importing a feature', 'server/src/probe.ts', './review/review.service.ts'],
    ['a web feature importing shared components', 'web/src/features/tax/pages/probe.tsx', '@/components/file-download'],
    ['the web app composing features', 'web/src/app/pages/probe.tsx', '@/features/messages/unread-store'],
  ])('allows %s', async (_, filePath, specifier) => {
    expect(await problemsOf(filePath, importing(specifier))).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // enterprise-access.ts imports actors.ts, so actors.ts importing it back closes a cycle.
    expect(await problemsOf('server/src/auth/actors.ts', importing('./enterprise-access.ts'))).toEqual(['import-x/no-cycle']);
  });
});
