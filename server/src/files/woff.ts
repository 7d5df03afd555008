import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the plain OpenType (sfnt) file it wraps. fontkit reads WOFF too, but inflates a table with its
 * own JavaScript inflate on every access, so each PDF's font subset re-inflated Noto Sans SC's 1.5 MB outline
 * table (about two seconds of one core per export). Node's zlib does it once, natively.
 */
export const woffToSfnt = (woff: Buffer): Buffer => {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  // The sfnt header's binary-search fields (OpenType spec, "Table Directory").
  const power = 2 ** Math.floor(Math.log2(numTables));
  const padded = (n: number) => (n + 3) & ~3;
  let offset = 12 + numTables * 16;
  const out = Buffer.alloc(offset + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
};
