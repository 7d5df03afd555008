import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../applications/attachments.ts';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('shows a file under a kilobyte in bytes, not as 0.0 KB', () => {
    expect(formatFileSize(0)).toBe('0\u00a0B');
    expect(formatFileSize(40)).toBe('40\u00a0B');
    expect(formatFileSize(1023)).toBe('1023\u00a0B');
  });

  it('shows kilobytes from 1 KB and megabytes from 1 MB, to one decimal', () => {
    expect(formatFileSize(1024)).toBe('1.0\u00a0KB');
    expect(formatFileSize(2048 + 512)).toBe('2.5\u00a0KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0\u00a0MB');
    expect(formatFileSize(1024 * 1023)).toBe('1023.0\u00a0KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0\u00a0MB');
    expect(formatFileSize(19 * 1024 * 1024 + 400 * 1024)).toBe('19.4\u00a0MB');
  });

  it('keeps the figure and its unit together: a no-break space, not one a line may break at', () => {
    expect(formatFileSize(45)).not.toContain(' ');
    expect(formatFileSize(45).split('\u00a0')).toEqual(['45', 'B']);
  });

  it('shows the largest attachment the portal takes in megabytes', () => {
    expect(formatFileSize(ATTACHMENT_MAX_BYTES)).toBe('20.0\u00a0MB');
  });
});
