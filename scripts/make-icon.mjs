#!/usr/bin/env node
// Draws the extension icon (media/icon.png, 128x128 RGBA): a Sudoku grid on a rounded tile, with a
// few filled cells and one highlighted "next step" cell. Pure Node (zlib for the PNG), 4x4 supersampled.
// Usage: node scripts/make-icon.mjs [out.png]
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 128;
const SAMPLES = 4;
const out = process.argv[2] ?? new URL('../media/icon.png', import.meta.url).pathname;

const TILE = [37, 99, 168];
const PAPER = [255, 255, 255];
const THICK = [22, 50, 92];
const THIN = [160, 182, 209];
const GIVEN = [37, 99, 168];
const STEP = [245, 158, 11];

/** Signed distance-ish test: inside a rounded rectangle [x0,x1]x[y0,y1] with corner radius r. */
function inRoundRect(x, y, x0, y0, x1, y1, r) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

// The grid spans 19..109: 9 cells of 10 px.
const G0 = 19;
const CELL = 10;
const G1 = G0 + 9 * CELL;
// Filled cells (row, column), a symmetric sprinkle like a real puzzle, and the highlighted one.
const givens = new Set(['0,1', '0,5', '1,3', '1,8', '2,0', '2,6', '3,4', '4,2', '4,6', '5,4', '6,2', '6,8', '7,0', '7,5', '8,3', '8,7']);
const step = '4,4';

/** The colour at a point, or undefined for transparent. */
function colourAt(x, y) {
  if (!inRoundRect(x, y, 4, 4, 124, 124, 24)) return undefined;
  if (!inRoundRect(x, y, G0 - 5, G0 - 5, G1 + 5, G1 + 5, 6)) return TILE;
  if (x >= G0 - 1.5 && x <= G1 + 1.5 && y >= G0 - 1.5 && y <= G1 + 1.5) {
    for (let k = 0; k <= 9; k += 3) {
      const p = G0 + k * CELL;
      if (Math.abs(x - p) <= 1.5 || Math.abs(y - p) <= 1.5) return THICK;
    }
    for (let k = 1; k < 9; k++) {
      if (k % 3 === 0) continue;
      const p = G0 + k * CELL;
      if (Math.abs(x - p) <= 0.5 || Math.abs(y - p) <= 0.5) return THIN;
    }
    const col = Math.floor((x - G0) / CELL);
    const row = Math.floor((y - G0) / CELL);
    const key = `${row},${col}`;
    const fill = key === step ? STEP : givens.has(key) ? GIVEN : undefined;
    if (fill) {
      const cx0 = G0 + col * CELL;
      const cy0 = G0 + row * CELL;
      if (inRoundRect(x, y, cx0 + 2.5, cy0 + 2.5, cx0 + CELL - 2.5, cy0 + CELL - 2.5, 1.5)) return fill;
    }
  }
  return PAPER;
}

const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let py = 0; py < SIZE; py++) {
  const rowStart = py * (SIZE * 4 + 1);
  raw[rowStart] = 0; // filter: none
  for (let px = 0; px < SIZE; px++) {
    let r = 0, g = 0, b = 0, a = 0;
    for (let sy = 0; sy < SAMPLES; sy++) {
      for (let sx = 0; sx < SAMPLES; sx++) {
        const c = colourAt(px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES);
        if (!c) continue;
        r += c[0];
        g += c[1];
        b += c[2];
        a += 1;
      }
    }
    const o = rowStart + 1 + px * 4;
    if (a > 0) {
      raw[o] = Math.round(r / a);
      raw[o + 1] = Math.round(g / a);
      raw[o + 2] = Math.round(b / a);
    }
    raw[o + 3] = Math.round((255 * a) / (SAMPLES * SAMPLES));
  }
}

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
header[10] = 0;
header[11] = 0;
header[12] = 0;

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(out, png);
console.log(`wrote ${out} (${png.length} bytes, ${SIZE}x${SIZE})`);
