import { describe, expect, it } from 'vitest';
import { suggestExaminer } from './examiner-load.ts';

const load = (id: number, name: string, open: number, overdue: number) => ({ id, name, open, overdue });

describe('suggestExaminer', () => {
  it.each([
    { loads: [load(1, '黄磊', 3, 0), load(2, '李娜', 1, 1)], suggested: 2, why: 'fewest open wins over fewer overdue' },
    { loads: [load(1, '黄磊', 2, 2), load(2, '李娜', 2, 0)], suggested: 2, why: 'equal open: fewest overdue' },
    { loads: [load(1, '王芳', 2, 0), load(2, '陈刚', 2, 0)], suggested: 2, why: 'equal load: by name (陈 before 王 in pinyin)' },
    { loads: [load(7, '黄磊', 0, 0), load(3, '黄磊', 0, 0)], suggested: 3, why: 'same name: the lower id' },
    { loads: [], suggested: null, why: 'no eligible examiner' },
  ])('$why', ({ loads, suggested }) => expect(suggestExaminer(loads)).toBe(suggested));
});
