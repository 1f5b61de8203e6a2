import type { OcrWord } from './words';

/** Which OCR engine reads pages: Debian's `tesseract` when installed (`auto`), or always one of the two. */
export type OcrEngineChoice = 'auto' | 'native' | 'js';

/** How far a page is turned: it reads upright once rotated this many degrees clockwise. */
export type Rotation = 0 | 90 | 180 | 270;

export interface Orientation {
  rotate: Rotation;
  /** Tesseract's orientation confidence; above 2 or so the answer is reliable. */
  confidence: number;
}

/**
 * One OCR lane: it reads one image at a time. Images are 8-bit PNGs prepared by the caller. A call that
 * is aborted through `signal` stops the work it started (a process killed, a worker terminated) and
 * rejects with the signal's reason.
 */
export interface OcrEngine {
  readonly name: 'native' | 'js';
  /** The words on the image, with boxes and confidences, in the engine's reading order. */
  recognize(png: Buffer, signal: AbortSignal): Promise<OcrWord[]>;
  /** The page's orientation from Tesseract's orientation and script detection; null when undecided. */
  detectOrientation(png: Buffer, signal: AbortSignal): Promise<Orientation | null>;
  stop(): Promise<void>;
}

/**
 * Page segmentation: one column of text of varying sizes (4), without orientation detection (a separate,
 * rarer step). Fully automatic layout (3) drops a table's column of short cells on real scans (a CSF's
 * activity order numbers beside their cells' rules: 23 of 25 rows lost theirs) and splits lines into
 * blocks the layout from word boxes joins back anyway; measured in BENCHMARKS.md.
 */
export const PAGE_SEGMENTATION_MODE = 4;
