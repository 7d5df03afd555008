import { describe, expect, it } from 'vitest';
import { diffAttachments, type VersionFile } from './attachment-diff.ts';

const file = (id: number, key: string, sha256: string, section = 'base'): VersionFile => ({ id, section, key, name: `${key}-${id}.pdf`, size: 100, sha256 });
const ids = (files: readonly VersionFile[]) => files.map((f) => f.id);

describe('diffAttachments', () => {
  it('tells unchanged, replaced, added and removed files apart slot by slot', () => {
    const before = [file(1, 'letter', 'a'), file(2, 'plan', 'b'), file(3, 'liaison', 'c', 'contacts'), file(4, 'form', 'd')];
    const after = [file(1, 'letter', 'a'), file(5, 'plan', 'B'), file(6, 'terms', 'e', 'fundManaged'), file(7, 'form', 'd')];
    const diff = diffAttachments(before, after);
    expect(ids(diff.unchanged)).toEqual([1, 7]);
    expect(diff.replaced.map((r) => [r.before.id, r.after.id])).toEqual([[2, 5]]);
    expect(ids(diff.added)).toEqual([6]);
    expect(ids(diff.removed)).toEqual([3]);
    expect(diff.size).toBe(3);
  });

  it('keeps several files of one slot apart: same content stays, one new content replaces one old, the rest is added', () => {
    const before = [file(1, 'proof', 'a'), file(2, 'proof', 'b')];
    const after = [file(3, 'proof', 'b'), file(4, 'proof', 'x'), file(5, 'proof', 'y')];
    const diff = diffAttachments(before, after);
    expect(ids(diff.unchanged)).toEqual([3]);
    expect(diff.replaced.map((r) => [r.before.id, r.after.id])).toEqual([[1, 4]]);
    expect(ids(diff.added)).toEqual([5]);
    expect(diff.removed).toEqual([]);
  });

  it('does not match the same content across slots, and finds nothing between a version and itself', () => {
    const moved = diffAttachments([file(1, 'letter', 'a')], [file(1, 'letter', 'a', 'capital')]);
    expect([ids(moved.added), ids(moved.removed), moved.replaced]).toEqual([[1], [1], []]);
    const files = [file(1, 'letter', 'a'), file(2, 'letter', 'a')];
    expect(diffAttachments(files, files)).toMatchObject({ added: [], removed: [], replaced: [], size: 0 });
  });
});
