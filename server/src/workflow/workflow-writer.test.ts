import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/**
 * Issue 16 item 1: submitApply wrote the resubmit step itself (its own conditional update without the stage check,
 * its own flow record). A step is written by workflow-writer.ts only, for both features; the demo seed writes history.
 */
describe('the one workflow writer', () => {
  it('leaves the conditional update and the flow record to workflow-writer.ts', () => {
    const writers = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !path.startsWith('seed/') && !path.endsWith('test-support.ts') && path !== 'workflow/flow.repository.ts')
      .filter((path) => /\b(updateApplyIf|insertFlowRecord)\b/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(writers).toEqual(['workflow/workflow-writer.ts']);
  });
});
