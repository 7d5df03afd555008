import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatOpinionNote } from '@ftown/domain/review/opinion-note';
import { NOTE_SCROLL_CHARS, noteScrolls, OpinionNote } from './opinion-note';

describe('opinion note', () => {
  it('scrolls a note longer than 304 characters only (spec section 9)', () => {
    expect(noteScrolls('字'.repeat(NOTE_SCROLL_CHARS))).toBe(false);
    expect(noteScrolls('字'.repeat(NOTE_SCROLL_CHARS + 1))).toBe(true);
  });

  it('keeps a long note, labelled or not, inside a scrolling box', () => {
    const long = formatOpinionNote({ type: 'refuse', project: '实际控制人', reason: '长'.repeat(400), other: '' });
    const { unmount } = render(<OpinionNote text={long} />);
    expect(screen.getByRole('region', { name: '审核意见全文' })).toHaveStyle({ overflowY: 'auto', maxHeight: '200px' });
    unmount();
    render(<OpinionNote text={'意'.repeat(NOTE_SCROLL_CHARS + 1)} />);
    expect(screen.getByRole('region', { name: '审核意见全文' })).toHaveStyle({ overflowY: 'auto' });
  });

  it('shows text that is not a note as written', () => {
    render(<OpinionNote text={'请补充材料；\\ 见附件'} />);
    expect(screen.getByText('请补充材料；\\ 见附件')).toBeInTheDocument();
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
  });
});
