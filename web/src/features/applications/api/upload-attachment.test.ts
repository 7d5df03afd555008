import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '@/test/fixtures';
import { uploadAttachment } from './upload-attachment';

const fetchMock = stubFetch({ token: 'upload-token' });

describe('uploadAttachment', () => {
  const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], '承诺书.pdf', { type: 'application/pdf' });
  const saved = { id: 11, applyId: 3, section: 'base', key: 'commitmentLetter', name: '承诺书.pdf', size: 5, mime: 'application/pdf', sha256: 'ab', createdAt: '2026-03-01T08:00:00.000Z' };

  it('posts the fields before the file through the request layer and returns the stored attachment', async () => {
    fetchMock.mockResolvedValueOnce(envelope(saved));
    const result = await uploadAttachment({ id: 3, unicodes: 'ENT-1001', section: 'base', key: 'commitmentLetter', file });
    expect(result).toMatchObject({ id: 11, key: 'commitmentLetter', name: '承诺书.pdf' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/ftown-api/public/index.php/apply/home/uploadAttachment');
    expect(new Headers(init?.headers).get('X-Token')).toBe('upload-token');
    const body = init?.body as FormData;
    expect([...body.keys()]).toEqual(['id', 'unicodes', 'section', 'key', 'file']);
    expect(body.get('unicodes')).toBe('ENT-1001');
    expect((body.get('file') as File).name).toBe('承诺书.pdf');
  });

  it('rejects with the server message of a refused file', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 41300, '单个文件不能超过20MB', 413));
    await expect(uploadAttachment({ id: 3, unicodes: 'ENT-1001', section: 'base', key: 'commitmentLetter', file })).rejects.toMatchObject({
      code: 41300,
      status: 413,
      message: '单个文件不能超过20MB',
    });
  });
});
