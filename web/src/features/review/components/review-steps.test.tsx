import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ReviewSteps } from './review-steps';

const STEP_WIDTH = 96;
const steps = (current: number) => ({
  current,
  status: 'process' as const,
  steps: Array.from({ length: 18 }, (_, i) => ({ key: `s${i}`, title: `环节${i + 1}` })),
});

describe('review steps bar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens scrolled so the current step sits in the middle of a box narrower than the bar', () => {
    // jsdom lays nothing out: give each step its place in an 18 × 96 px bar and the box 390 px.
    // The box starts 200 px into the page; a step's place on screen moves as the box scrolls.
    const BOX_LEFT = 200;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const region = this.closest<HTMLElement>('[role="region"]');
      if (this === region) return new DOMRect(BOX_LEFT, 0, 390, 80);
      const items = [...(this.parentElement?.children ?? [])];
      return new DOMRect(BOX_LEFT + items.indexOf(this) * STEP_WIDTH - (region?.scrollLeft ?? 0), 0, STEP_WIDTH, 60);
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);

    const { rerender } = render(<ReviewSteps steps={steps(14)} />);
    const box = screen.getByRole('region', { name: '审核进度' });
    expect(box.scrollLeft).toBe(14 * STEP_WIDTH + STEP_WIDTH / 2 - 390 / 2);

    // Near the start there is nothing to scroll past.
    rerender(<ReviewSteps steps={steps(1)} />);
    expect(box.scrollLeft).toBe(0);
  });
});
