import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A plain demo cover: a vertical gradient with a lighter band where a title would go. A real PNG,
 * so the portal's image handling (and the /covers route) is exercised with seeded works too.
 */
export function coverPng(top: Rgb, bottom: Rgb, width = 180, height = 240): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    const t = y / (height - 1);
    const band = y > height * 0.3 && y < height * 0.45;
    for (let x = 0; x < width; x++) {
      for (let i = 0; i < 3; i++) {
        const value = (top[i] ?? 0) + ((bottom[i] ?? 0) - (top[i] ?? 0)) * t;
        row[1 + x * 3 + i] = Math.round(band ? value + (255 - value) * 0.6 : value);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
