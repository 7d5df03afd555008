import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import EChart from './echart';

const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
vi.mock('echarts/core', () => ({ use: vi.fn(), init: () => chart }));

afterEach(() => vi.unstubAllGlobals());

describe('chart', () => {
  it('resizes when its own box changes (the sidebar toggling), not only with the window', () => {
    const boxes: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          boxes.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { unmount } = render(<EChart option={{}} label="各环节平均用时" />);
    expect(boxes).toHaveLength(1);
    boxes[0]!();
    expect(chart.resize).toHaveBeenCalledOnce();
    unmount();
    expect(chart.dispose).toHaveBeenCalledOnce();
  });
});
