import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../applications/attachments.ts';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('shows a file under a kilobyte in bytes, not as 0.0 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(40)).toBe('40 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('shows kilobytes from 1 KB and megabytes from 1 MB, to one decimal', () => {
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(2048 + 512)).toBe('2.5 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatFileSize(1024 * 1023)).toBe('1023.0 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(19 * 1024 * 1024 + 400 * 1024)).toBe('19.4 MB');
  });

  it('shows the largest attachment the portal takes in megabytes', () => {
    expect(formatFileSize(ATTACHMENT_MAX_BYTES)).toBe('20.0 MB');
  });
});
