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
  recognize(png: Buffer, signal: AbortSignal, segmentation: PageSegmentation): Promise<OcrWord[]>;
  /** The page's orientation from Tesseract's orientation and script detection; null when undecided. */
  detectOrientation(png: Buffer, signal: AbortSignal): Promise<Orientation | null>;
  stop(): Promise<void>;
}

/**
 * How Tesseract segments a page. `auto` is its fully automatic layout (`--psm 3`): blocks and columns
 * found on the page, which reads notarial prose best (a deed's heading, its numbers and dates written
 * in words). `column` reads the page as one column of text of varying sizes (`--psm 4`), which keeps
 * a form's or a table's short cells that `auto` drops (a CSF's activity order numbers beside their
 * cells' rules: 23 of 25 rows lost theirs). Which one a page gets is decided per page
 * (`readsAsForm` in layout.ts); measured in BENCHMARKS.md.
 */
export type PageSegmentation = 'auto' | 'column';

/** Tesseract's `--psm` (`tessedit_pageseg_mode`) for each segmentation. */
export const PAGE_SEGMENTATION_MODE: Record<PageSegmentation, number> = { auto: 3, column: 4 };
