/**
 * What scanners and phones do to a page, applied to a rendered page image, deterministically from a
 * seed: skew, quarter turns, perspective, uneven light, blur, sensor noise, JPEG loss, low resolution.
 * Used by corpus:synth and by corpus:pull's derived copies.
 */
import sharp from 'sharp';

export interface Degradation {
  /** Skew in degrees (a sheet fed crooked): a few degrees at most. */
  rotate?: number;
  /** A page scanned sideways or upside down. */
  turn?: 0 | 90 | 180 | 270;
  /** Corner displacement as a fraction of the side (a phone held at an angle); 0.02–0.08. */
  perspective?: number;
  /** Darkening of one side, 0–0.6 (a hand's or a lamp's shadow). */
  shadow?: number;
  /** Gaussian blur sigma in pixels (focus, motion). */
  blur?: number;
  /** Gaussian noise standard deviation in grey levels. */
  noise?: number;
  /** Down-scale factor (0.4 = 40 % of the pixels per side), then kept small. */
  scale?: number;
  /** JPEG quality of the result. */
  jpegQuality?: number;
  /** Background grey around a photographed page (a desk); white for a scanner. */
  background?: number;
  /** Paper tint: multiplies the page by this grey level / 255 (aged or recycled paper). */
  paper?: number;
}

export type Rng = () => number;

/** mulberry32 seeded from a string: the same seed gives the same document, byte for byte. */
export function seededRng(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

const CHANNELS = 3;

async function toRaw(image: Buffer | sharp.Sharp): Promise<Raw> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const fromRaw = (raw: Raw): sharp.Sharp =>
  sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: CHANNELS } });

/** Solves the 8 unknowns of the homography taking the points `from` to `to`. */
function homography(from: number[][], to: number[][]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    rows.push([x!, y!, 1, 0, 0, 0, -u! * x!, -u! * y!, u!]);
    rows.push([0, 0, 0, x!, y!, 1, -v! * x!, -v! * y!, v!]);
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(rows[r]![c]!) > Math.abs(rows[pivot]![c]!)) pivot = r;
    [rows[c], rows[pivot]] = [rows[pivot]!, rows[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = rows[r]![c]! / rows[c]![c]!;
      for (let k = c; k < 9; k++) rows[r]![k]! -= f * rows[c]![k]!;
    }
  }
  return rows.map((row, i) => row[8]! / row[i]!);
}

/** The page seen from an angle: its corners move inward by up to `amount` of a side, the rest is background. */
function perspective(raw: Raw, amount: number, background: number, rng: Rng): Raw {
  const { width: w, height: h } = raw;
  const jitter = (side: number) => rng() * amount * side;
  const corners = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const moved = [
    [jitter(w), jitter(h)],
    [w - jitter(w), jitter(h)],
    [w - jitter(w), h - jitter(h)],
    [jitter(w), h - jitter(h)],
  ];
  // Inverse mapping: for each output pixel, where it comes from on the flat page.
  const m = homography(moved, corners);
  const out = Buffer.alloc(w * h * CHANNELS, background);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = m[6]! * x + m[7]! * y + 1;
      const sx = (m[0]! * x + m[1]! * y + m[2]!) / d;
      const sy = (m[3]! * x + m[4]! * y + m[5]!) / d;
      if (sx < 0 || sy < 0 || sx >= w - 1 || sy >= h - 1) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < CHANNELS; c++) {
        const p = (yy: number, xx: number) => raw.data[(yy * w + xx) * CHANNELS + c]!;
        const top = p(y0, x0) * (1 - fx) + p(y0, x0 + 1) * fx;
        const bottom = p(y0 + 1, x0) * (1 - fx) + p(y0 + 1, x0 + 1) * fx;
        out[(y * w + x) * CHANNELS + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return { data: out, width: w, height: h };
}

/** Light falling off towards one side (direction chosen by the seed), and a paper tint. */
function light(raw: Raw, shadow: number, paper: number, rng: Rng): Raw {
  const angle = rng() * Math.PI * 2;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const { width: w, height: h } = raw;
  const out = Buffer.from(raw.data);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = ((x / w - 0.5) * dx + (y / h - 0.5) * dy + 0.71) / 1.42;
      const factor = (paper / 255) * (1 - shadow * t * t);
      for (let c = 0; c < CHANNELS; c++) {
        const i = (y * w + x) * CHANNELS + c;
        out[i] = Math.round(out[i]! * factor);
      }
    }
  }
  return { data: out, width: w, height: h };
}

function gaussian(rng: Rng): number {
  const u = Math.max(rng(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

function noise(raw: Raw, sigma: number, rng: Rng): Raw {
  const out = Buffer.from(raw.data);
  for (let i = 0; i < out.length; i += CHANNELS) {
    const n = gaussian(rng) * sigma;
    for (let c = 0; c < CHANNELS; c++) out[i + c] = Math.max(0, Math.min(255, Math.round(out[i + c]! + n)));
  }
  return { data: out, width: raw.width, height: raw.height };
}

/** Applies `d` to an encoded page image (PNG or JPEG); returns a JPEG. */
export async function degrade(image: Buffer, d: Degradation, rng: Rng): Promise<Buffer> {
  const background = d.background ?? 255;
  let raw = await toRaw(image);
  if (d.perspective) raw = perspective(raw, d.perspective, background, rng);
  if (d.shadow || d.paper) raw = light(raw, d.shadow ?? 0, d.paper ?? 255, rng);
  let pipeline = fromRaw(raw);
  if (d.rotate)
    pipeline = pipeline.rotate(d.rotate, { background: { r: background, g: background, b: background } });
  if (d.blur && d.blur >= 0.3) pipeline = pipeline.blur(d.blur);
  if (d.scale && d.scale < 1) {
    const meta = await toRaw(pipeline);
    pipeline = fromRaw(meta).resize(Math.round(meta.width * d.scale));
  }
  raw = await toRaw(pipeline);
  if (d.noise) raw = noise(raw, d.noise, rng);
  pipeline = fromRaw(raw);
  if (d.turn) pipeline = pipeline.rotate(d.turn);
  return pipeline.jpeg({ quality: d.jpegQuality ?? 85, mozjpeg: false }).toBuffer();
}
