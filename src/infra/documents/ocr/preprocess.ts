import sharp from 'sharp';
import { ReaderError } from '../errors';

/** 8-bit gray pixels, row-major. */
export interface Gray {
  data: Uint8Array;
  width: number;
  height: number;
}

/** What the page's ink says about it before any OCR. */
export interface PageGeometry {
  /** Text lines run top to bottom: the page is turned a quarter (90° or 270°). */
  vertical: boolean;
  /**
   * The lines' slope in degrees, measured along the lines once the page is turned so they run left to
   * right (positive: they go down to the right); 0 when unknown.
   */
  skew: number;
  /** The typical height of a character (a glyph's box, perpendicular to the lines) in pixels; null when no text-like ink. */
  textHeight: number | null;
  /** Only black and white pixels (a bilevel scan): nothing to flatten. */
  bilevel: boolean;
}

/** Images narrower or shorter than this hold no readable text (a 1-pixel-wide image is not an error). */
export const MIN_SIDE = 16;
/** The analysis runs on a copy at most this large on its longer side. */
const ANALYSIS_SIDE = 1400;
/**
 * The glyph height (median box of connected ink, mostly capitals and lower-case letters) text is scaled
 * to: about what 10–12 pt type measures at 300 dpi, where Tesseract reads best.
 */
export const TARGET_TEXT_HEIGHT = 28;
/** Scale factors this close to 1 are not worth a resampling. */
const SCALE_DEAD_BAND: [number, number] = [0.8, 1.3];
/** Prepared images stay under this many pixels whatever the scaling says. */
const MAX_OCR_PIXELS = 24_000_000;
/** The paper's brightness is measured per square of this many pixels (of the image Tesseract reads). */
const FLATTEN_CELL = 24;
/** Skew is searched within ± this many degrees; a page turned further is not a skewed scan. */
const MAX_SKEW = 6;

/**
 * Decodes an encoded image (PNG, JPEG, TIFF: EXIF orientation applied, transparency on white) or wraps
 * raw pixels, as 8-bit gray. `maxPixels` is enforced by the decoder too, as a second line behind the
 * caller's header check.
 */
export async function decodeGray(
  input:
    | { encoded: Uint8Array }
    | { raw: { data: Uint8Array | Uint8ClampedArray; width: number; height: number; channels: 1 | 3 | 4 } },
  maxPixels: number,
): Promise<Gray> {
  try {
    const pipeline =
      'raw' in input
        ? sharp(Buffer.from(input.raw.data.buffer, input.raw.data.byteOffset, input.raw.data.byteLength), {
            raw: { width: input.raw.width, height: input.raw.height, channels: input.raw.channels },
            limitInputPixels: maxPixels,
          })
        : sharp(input.encoded, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const { data, info } = await pipeline
      .flatten({ background: '#ffffff' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 1) throw new Error(`expected 1 channel, got ${info.channels}`);
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (err) {
    if (String(err).includes('pixel limit')) {
      throw new ReaderError('image_too_large', `the image is over ${maxPixels / 1e6} megapixels`, {
        cause: err,
      });
    }
    throw new ReaderError('corrupted_file', 'the image cannot be decoded', { cause: err });
  }
}

/** Orientation (quarter turns only), skew, text size and bilevel-ness, from connected components of ink. */
export async function analyse(page: Gray): Promise<PageGeometry> {
  const bilevel = isBilevel(page);
  const scale = Math.min(1, ANALYSIS_SIDE / Math.max(page.width, page.height));
  const small = scale < 1 ? await resize(page, scale) : page;
  const ink = binarise(small);
  const boxes = components(ink, small.width, small.height).filter(
    // Under 4 px on both sides is a speckle (scanner noise, JPEG dirt), not a glyph worth measuring.
    (b) => Math.max(b.w, b.h) >= 4 && b.area >= 6 && b.h <= small.height / 8 && b.w <= small.width / 4,
  );
  if (boxes.length < 8) return { vertical: false, skew: 0, textHeight: null, bilevel };
  const size = median(boxes.map((b) => Math.max(b.w, b.h)));
  // Glyph-sized boxes only: rules, stamps, photos and speckles say nothing about lines.
  const glyphs = boxes.filter((b) => Math.max(b.w, b.h) <= size * 4 && b.h >= size / 4 && b.w >= 1);
  const horizontal = bestAngle(
    glyphs.map((b) => [b.x + b.w / 2, b.y + b.h / 2]),
    size / 2,
  );
  const verticalFit = bestAngle(
    glyphs.map((b) => [b.y + b.h / 2, b.x + b.w / 2]),
    size / 2,
  );
  const vertical = verticalFit.score > horizontal.score * 1.25;
  // A letter is at least half as tall as it is wide; dashes, underscores and the dash leaders that
  // fill a deed's lines are flatter, and where they abound they would halve the measured text height.
  const heights = glyphs
    .map((b) => (vertical ? [b.w, b.h] : [b.h, b.w]))
    .filter(([across, along]) => across! * 2 >= along!)
    .map(([across]) => across!);
  // Turning a page a quarter clockwise maps a vertical line's slope φ to -φ along the new lines.
  const skew = vertical ? -verticalFit.angle : horizontal.angle;
  return { vertical, skew, textHeight: heights.length ? median(heights) / scale : null, bilevel };
}

/**
 * The image Tesseract reads: scaled so glyphs are about `TARGET_TEXT_HEIGHT` pixels, its background
 * flattened (shadows and uneven lighting of photos divided out; bilevel scans are left alone), turned
 * upright by `rotate` plus the skew correction, as an 8-bit gray PNG (fast to write, lossless).
 *
 * A page scaled up is flattened at its own size (the paper's brightness is smooth, so nothing is lost
 * by measuring it on fewer pixels), then scaled and levelled in one resample (an affine transform), so
 * the enlarged page is produced once instead of being resized, flattened and turned in turn (a 300 dpi
 * scan with small type, scaled 1.56× to 24 MP, took 1.9 s of CPU that way, 0.6 s this way). Bilinear
 * interpolation up to twice the size, where it reads as well as bicubic at half the cost; bicubic
 * beyond, where the image is small (an ID card photo) and bilinear's blur loses digits of its keys.
 */
export async function render(page: Gray, geometry: PageGeometry, rotate: number): Promise<Buffer> {
  let factor = geometry.textHeight ? TARGET_TEXT_HEIGHT / geometry.textHeight : 1;
  if (factor >= SCALE_DEAD_BAND[0] && factor <= SCALE_DEAD_BAND[1]) factor = 1;
  factor = Math.min(factor, 4, Math.sqrt(MAX_OCR_PIXELS / (page.width * page.height)));
  factor = Math.max(factor, MIN_SIDE / Math.min(page.width, page.height), 0.2);
  // Shrinking is a filtered resize (an affine transform would alias); growing is left to the affine one.
  let source = factor < 1 ? await resize(page, factor) : page;
  const grow = factor > 1 ? factor : 1;
  if (!geometry.bilevel)
    source = await flattenBackground(source, Math.max(8, Math.round(FLATTEN_CELL / grow)));
  // Sharp turns clockwise; a line going down to the right (positive skew) is levelled by turning back.
  const angle = rotate - (Math.abs(geometry.skew) >= 0.2 ? geometry.skew : 0);
  const quarters = Math.round(angle / 90);
  const rest = angle - quarters * 90;
  let image = sharp(Buffer.from(source.data.buffer, source.data.byteOffset, source.data.byteLength), {
    raw: { width: source.width, height: source.height, channels: 1 },
  });
  if (quarters % 4 !== 0) image = image.rotate((((quarters * 90) % 360) + 360) % 360);
  if (grow !== 1 || rest !== 0) {
    // Output pixel = M · input pixel, M a rotation by `rest` clockwise (y points down) times `grow`.
    const radians = (rest * Math.PI) / 180;
    const cos = Math.cos(radians) * grow;
    const sin = Math.sin(radians) * grow;
    image = image.affine(
      [
        [cos, -sin],
        [sin, cos],
      ],
      {
        background: '#ffffff',
        interpolator: grow >= 2 ? sharp.interpolators.bicubic : sharp.interpolators.bilinear,
      },
    );
  }
  return image.toColourspace('b-w').png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}

/** A prepared PNG turned half a turn (a page found upside down). */
export function turnHalf(png: Buffer): Promise<Buffer> {
  return sharp(png).rotate(180).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}

/**
 * A prepared PNG at half its size, for orientation detection: glyphs of ~14 px are plenty to tell which
 * way is up, and detection costs half as much as on the full page.
 */
export async function halfSize(png: Buffer): Promise<Buffer> {
  const { width = 0 } = await sharp(png).metadata();
  if (width < 2 * MIN_SIDE) return png;
  return sharp(png)
    .resize(Math.round(width / 2))
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}

/** A prepared PNG turned by a multiple of 90° clockwise. */
export function turn(png: Buffer, degrees: number): Promise<Buffer> {
  return sharp(png).rotate(degrees).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}

async function resize(page: Gray, factor: number): Promise<Gray> {
  const width = Math.max(1, Math.round(page.width * factor));
  const height = Math.max(1, Math.round(page.height * factor));
  const { data, info } = await sharp(
    Buffer.from(page.data.buffer, page.data.byteOffset, page.data.byteLength),
    {
      raw: { width: page.width, height: page.height, channels: 1 },
    },
  )
    .resize(width, height, { fit: 'fill', kernel: factor < 1 ? 'lanczos3' : 'cubic' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/**
 * Each pixel divided by the paper's local brightness (a heavily blurred, downscaled copy), so a shadow
 * or a gradient across a photo becomes white paper and ink keeps its contrast.
 */
async function flattenBackground(page: Gray, cell = FLATTEN_CELL): Promise<Gray> {
  const bw = Math.ceil(page.width / cell);
  const bh = Math.ceil(page.height / cell);
  // The brightest pixel of each cell: ink is darker than paper, so the cell's maximum is its paper.
  const cells = new Uint8Array(bw * bh);
  for (let y = 0; y < page.height; y++) {
    const row = y * page.width;
    const cellRow = ((y / cell) | 0) * bw;
    for (let x = 0; x < page.width; x++) {
      const v = page.data[row + x]!;
      const c = cellRow + ((x / cell) | 0);
      if (v > cells[c]!) cells[c] = v;
    }
  }
  const { data: background } = await sharp(Buffer.from(cells.buffer), {
    raw: { width: bw, height: bh, channels: 1 },
  })
    .blur(1.2)
    .resize(page.width, page.height, { fit: 'fill', kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = new Uint8Array(page.data.length);
  for (let i = 0; i < out.length; i++) {
    const paper = background[i]! || 1;
    const value = (page.data[i]! * 255) / paper;
    out[i] = value >= 255 ? 255 : value;
  }
  return { data: out, width: page.width, height: page.height };
}

/**
 * Light text on dark paper (a negative: a stencil mask extracted without its decode, a dark-mode
 * screenshot) turned into dark on light, in place; whether it was.
 */
export function lightenPaper(page: Gray): boolean {
  const { data } = page;
  const step = Math.max(1, Math.floor(data.length / 200_000));
  let dark = 0;
  let seen = 0;
  for (let i = 0; i < data.length; i += step, seen++) if (data[i]! < 128) dark++;
  if (dark <= seen * 0.6) return false;
  for (let i = 0; i < data.length; i++) data[i] = 255 - data[i]!;
  return true;
}

function isBilevel(page: Gray): boolean {
  const { data } = page;
  const step = Math.max(1, Math.floor(data.length / 200_000));
  let gray = 0;
  let seen = 0;
  for (let i = 0; i < data.length; i += step, seen++) {
    const v = data[i]!;
    if (v > 8 && v < 247) gray++;
  }
  return gray < seen * 0.005;
}

/** Ink (1) where a pixel is darker than Otsu's threshold. */
function binarise(page: Gray): Uint8Array {
  const histogram = new Float64Array(256);
  for (const v of page.data) histogram[v]!++;
  const total = page.data.length;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * histogram[v]!;
  let sumBelow = 0;
  let below = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v++) {
    below += histogram[v]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += v * histogram[v]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  const ink = new Uint8Array(total);
  for (let i = 0; i < total; i++) ink[i] = page.data[i]! <= threshold ? 1 : 0;
  return ink;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  area: number;
}

/** Bounding boxes of 8-connected ink, by two-pass labelling with union-find. */
function components(ink: Uint8Array, width: number, height: number): Box[] {
  const labels = new Int32Array(width * height);
  let parent = new Int32Array(1024);
  let next = 1;
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a]!]!;
      a = parent[a]!;
    }
    return a;
  };
  const join = (a: number, b: number): number => {
    if (!a) return b;
    if (!b || a === b) return a;
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return ra;
    if (ra < rb) {
      parent[rb] = ra;
      return ra;
    }
    parent[ra] = rb;
    return rb;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (!ink[i]) continue;
      let label = x > 0 ? labels[i - 1]! : 0;
      if (y > 0) {
        const up = i - width;
        if (x > 0) label = join(label, labels[up - 1]!);
        label = join(label, labels[up]!);
        if (x + 1 < width) label = join(label, labels[up + 1]!);
      }
      if (!label) {
        if (next === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        label = next++;
        parent[label] = label;
      }
      labels[i] = label;
    }
  }
  const x0 = new Int32Array(next).fill(width);
  const y0 = new Int32Array(next).fill(height);
  const x1 = new Int32Array(next).fill(-1);
  const y1 = new Int32Array(next).fill(-1);
  const area = new Int32Array(next);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l = labels[row + x]!;
      if (!l) continue;
      const r = find(l);
      if (x < x0[r]!) x0[r] = x;
      if (x > x1[r]!) x1[r] = x;
      if (y < y0[r]!) y0[r] = y;
      if (y > y1[r]!) y1[r] = y;
      area[r]!++;
    }
  }
  const boxes: Box[] = [];
  for (let r = 1; r < next; r++) {
    if (area[r])
      boxes.push({ x: x0[r]!, y: y0[r]!, w: x1[r]! - x0[r]! + 1, h: y1[r]! - y0[r]! + 1, area: area[r]! });
  }
  return boxes;
}

/**
 * The slope (degrees) at which points fall into the sharpest rows: each point's offset across the
 * lines, `v - u·tan(angle)`, is histogrammed in bins of `bin` and the sum of squared counts scored. A
 * page of text lines scores high at its lines' slope; the score is comparable between two directions.
 */
function bestAngle(points: [number, number][], bin: number): { angle: number; score: number } {
  const width = Math.max(1, bin);
  const score = (degrees: number): number => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const counts = new Map<number, number>();
    for (const [u, v] of points) {
      const k = Math.floor((v - u * t) / width);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    let s = 0;
    for (const c of counts.values()) s += c * c;
    return s / points.length;
  };
  let best = { angle: 0, score: score(0) };
  for (let a = -MAX_SKEW; a <= MAX_SKEW + 1e-9; a += 0.25) {
    const s = score(a);
    if (s > best.score) best = { angle: a, score: s };
  }
  const coarse = best.angle;
  for (let a = coarse - 0.25; a <= coarse + 0.25 + 1e-9; a += 0.05) {
    const s = score(a);
    if (s > best.score) best = { angle: a, score: s };
  }
  return { angle: Math.round(best.angle * 100) / 100, score: best.score };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}
