/**
 * How much a text layer reads as Spanish or English, 0–1. Some PDFs draw text with bitmap (Type 3)
 * fonts whose character codes mean nothing: pdf.js extracts them as symbols, control or private-use
 * characters, or letters in a scrambled order. Such a layer is no text at all and the page must be
 * OCR'd. The score multiplies three measured shares:
 * - readable: characters that are Latin letters, digits or ordinary punctuation (not control,
 *   private-use, replacement or other-script characters);
 * - alphanumeric: letters and digits among the non-space characters (a run of `!"#$%&'` is not text);
 * - word-like: letters in tokens shaped like words (a vowel, no five consonants in a row, no case
 *   change inside, no letter four times in a row);
 * and halves it when a long text holds none of the most frequent Spanish and English words
 * (a substitution of letters keeps word shapes but loses `de`, `la`, `the`).
 */
export function textQuality(text: string): number {
  const chars = [...text.replace(/\s+/g, '')];
  if (chars.length === 0) return 0;
  const readable = chars.filter((c) => READABLE.test(c)).length / chars.length;
  const alphanumeric = chars.filter((c) => /[\p{L}\p{N}]/u.test(c)).length / chars.length;
  const tokens = text.split(/[^\p{L}]+/u).filter((t) => t.length >= 2);
  const letters = tokens.reduce((sum, t) => sum + t.length, 0);
  const wordLetters = tokens.filter(wordLike).reduce((sum, t) => sum + t.length, 0);
  // A page of figures (a statement's table) has few letters to judge by; its letters are not held against it.
  const wordShare = letters < 20 ? 1 : wordLetters / letters;
  const common = tokens.filter((t) => COMMON_WORDS.has(t.toLowerCase())).length;
  const dictionary = tokens.length >= 40 && common / tokens.length < 0.02 ? 0.5 : 1;
  return readable * Math.min(1, alphanumeric / 0.6) * wordShare * dictionary;
}

/** A text layer scoring below this is treated as garbage (see `textQuality`). */
export const MIN_TEXT_QUALITY = 0.5;

const READABLE = /[\p{Script=Latin}\p{N}.,:;\-/$%()#'"&@*+°ºª¿?¡!_=<>[\]|’‘“”–—…€§]/u;
const VOWEL = /[aeiouyáéíóúüàèìòù]/;

function wordLike(token: string): boolean {
  if (/\p{Ll}\p{Lu}/u.test(token) && !/^\p{Lu}?\p{Ll}+$/u.test(token)) return false; // "hOla", "abCd"
  const lower = token.toLowerCase();
  if (!/^\p{Script=Latin}+$/u.test(lower)) return false;
  if (lower.length >= 3 && !VOWEL.test(lower)) return false;
  if (/[^aeiouyáéíóúüàèìòù]{5}/.test(lower)) return false;
  return !/(.)\1\1\1/.test(lower);
}

const COMMON_WORDS = new Set(
  (
    'de la el en y que los del las por con para un una se al es su no lo como mas más o sus este esta ' +
    'fecha nombre total pesos numero número domicilio sociedad rfc sa cv mexico méxico ' +
    'the of and to in is for on with by at from as or this that be are an it not'
  ).split(' '),
);
