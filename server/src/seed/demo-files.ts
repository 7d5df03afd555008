import { createHash } from 'node:crypto';

/**
 * A one-page PDF naming what it stands for: the files behind the seeded applications, so every seeded
 * submission holds the attachments its type requires, as a real one must. Built in code to keep the seed
 * free of binary assets; each file differs by its title, so their hashes differ as real uploads would.
 */
export const demoPdf = (title: string): Buffer => {
  // PDF strings are Latin-1; the title goes in as UTF-16BE hex so Chinese names survive.
  const hex = Buffer.from(`\uFEFF${title}`, 'utf16le').swap16().toString('hex').toUpperCase();
  return pdfPage(`BT /F1 12 Tf 10 50 Td <${hex}> Tj ET`);
};

/** A one-page PDF, 200 × 100 points, drawn by the content stream `body` (also the e2e journeys' sample files). */
export const pdfPage = (body: string): Buffer<ArrayBuffer> => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
};

export const sha256Of = (content: Uint8Array): string => createHash('sha256').update(content).digest('hex');
