import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@ftown/domain/api/envelope';
import { APPLY_CALLS, type ApplyCall } from '@ftown/domain/applications/api/apply.schemas';
import { callerOf } from '../test/call.ts';

/** Small real files for uploads: a one-page PDF and a 1×1 PNG, built here rather than read from disk. */
export const tinyPdf = (text = 'ftown'): Buffer => {
  const body = `BT /F1 12 Tf 10 10 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
};

/** A width × height RGB PNG, each pixel `rgb(x)` along its row (also the e2e journeys' sample photo). */
export const pngOf = (width: number, height: number, rgb: (x: number) => readonly [number, number, number]): Buffer<ArrayBuffer> => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: width }, (_, x) => rgb(x)).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

export const tinyPng = (): Buffer => pngOf(1, 1, () => [0x1f, 0x6f, 0xb4]);

export const fakeExe = (): Buffer => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(256)]);

export type Upload = { fields: Record<string, string | number>; file?: { name: string; content: Buffer | Readable; type?: string } };

/** A multipart body with the text fields first and the file last, as uploadAttachment reads them. */
export const multipart = ({ fields, file }: Upload) => {
  const boundary = `----ftown${randomBytes(8).toString('hex')}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = file
    ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`
    : '';
  const tail = `${file ? '\r\n' : ''}--${boundary}--\r\n`;
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (!file || Buffer.isBuffer(file.content)) {
    const parts = [Buffer.from(head + fileHead, 'utf8'), ...(file ? [file.content as Buffer] : []), Buffer.from(tail)];
    return { headers, payload: Buffer.concat(parts) };
  }
  const content = file.content;
  const stream = Readable.from(
    (async function* () {
      yield Buffer.from(head + fileHead, 'utf8');
      for await (const c of content) yield c as Buffer;
      yield Buffer.from(tail);
    })(),
  );
  return { headers, payload: stream };
};

/** `size` bytes that start like a PDF, produced lazily so the sender never holds them all. */
export const lazyPdfStream = (size: number, chunkSize = 64 * 1024): Readable => {
  const block = Buffer.alloc(chunkSize, 0x20);
  block.write('%PDF-1.4\n');
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const n = Math.min(chunkSize, size - sent);
      sent += n;
      this.push(n === chunkSize ? Buffer.from(block) : block.subarray(0, n));
    },
  });
};

/** Calls an /apply/home endpoint by name with the right method, as JSON body or query. */
export const call = callerOf<ApplyCall>(APPLY_CALLS);

export const upload = (app: FastifyInstance, token: string, body: Upload) => {
  const { headers, payload } = multipart(body);
  return app.inject({ method: 'POST', url: `${API_BASE}${APPLY_CALLS.uploadAttachment.path}`, headers: { ...headers, 'x-token': token }, payload });
};
