// Product pictures drawn here, so the store needs no outside image host: a coloured tile with the
// product's initials in a 5x7 bitmap font, encoded as a PNG with node:zlib. Uploaded through
// POST /admin/uploads, @medusajs/file-local then serves them from the backend itself.
import { deflateSync } from 'node:zlib'

// 5x7 glyphs, one number per row, the 5 low bits left to right.
const FONT: Record<string, readonly number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17], B: [30, 17, 17, 30, 17, 17, 30], C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30], E: [31, 16, 16, 30, 16, 16, 31], F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15], H: [17, 17, 17, 31, 17, 17, 17], I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12], K: [17, 18, 20, 24, 20, 18, 17], L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17], N: [17, 17, 25, 21, 19, 17, 17], O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16], Q: [14, 17, 17, 17, 21, 18, 13], R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30], T: [31, 4, 4, 4, 4, 4, 4], U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4], W: [17, 17, 17, 21, 21, 21, 10], X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 17, 10, 4, 4, 4], Z: [31, 1, 2, 4, 8, 16, 31],
}

type Rgb = [number, number, number]

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const out = Buffer.alloc(body.length + 8)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), body.length + 4)
  return out
}

/** An 8-bit RGB PNG of width x height, one colour per pixel from `paint`. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1) // each row starts with filter type 0 (none)
    for (let x = 0; x < width; x++) raw.set(paint(x, y), row + 1 + x * 3)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // bit depth 8, colour type 2 (RGB), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ])
}

function hsl(h: number, s: number, l: number): Rgb {
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/** Up to two initials: "Merino Wool Beanie" -> "MW". */
export function initials(title: string): string {
  const letters = title
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .filter((c) => c in FONT)
  return letters.slice(0, 2).join('') || 'M'
}

const SIZE = 240
const SCALE = 12 // font pixels per glyph pixel

/**
 * A product tile: `hue` picks the colour; `variant` 0 is the main picture (dark tile, light disc),
 * 1 the alternate one (light tile, dark disc), so a product has two distinct images.
 */
export function productImage(text: string, hue: number, variant: 0 | 1): Buffer {
  const dark = hsl(hue, 0.45, 0.38)
  const light = hsl(hue, 0.55, 0.88)
  const [tile, disc, ink] = variant === 0 ? [dark, light, dark] : [light, dark, light]
  const glyphs = text.split('').map((c) => FONT[c] ?? [])
  const textWidth = glyphs.length * 6 * SCALE - SCALE
  const left = Math.floor((SIZE - textWidth) / 2)
  const top = Math.floor((SIZE - 7 * SCALE) / 2)
  const r2 = (SIZE * 0.4) ** 2
  return encodePng(SIZE, SIZE, (x, y) => {
    const gx = Math.floor((x - left) / SCALE)
    const gy = Math.floor((y - top) / SCALE)
    const glyph = glyphs[Math.floor(gx / 6)]
    const column = gx % 6
    if (x >= left && y >= top && gy < 7 && glyph && column < 5 && ((glyph[gy] ?? 0) >> (4 - column)) & 1) return ink
    const dx = x - SIZE / 2
    const dy = y - SIZE / 2
    return dx * dx + dy * dy < r2 ? disc : tile
  })
}
