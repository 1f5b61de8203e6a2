import type { DocumentText, Extraction } from '../extraction';
import { excerpt, joinPages, type JoinedText } from '../text';
import { foldChars } from '../../mx/names';

/** What an extractor works on: the joined pages, their folded copy, and what it found so far. */
export interface Ctx {
  joined: JoinedText;
  /** The joined text folded one character for one, so that matches on it are offsets in the original. */
  folded: string;
  fields: Extraction;
  warnings: string[];
}

export interface Hit {
  value: string;
  start: number;
  end: number;
}

export function newCtx(doc: DocumentText): Ctx {
  const joined = joinPages(doc.pages);
  return { joined, folded: foldChars(joined.text), fields: {}, warnings: [] };
}

/** Records a field with its source: the page where it starts and the text it was read from. */
export const put = (ctx: Ctx, path: string, value: unknown, at: { start: number; end: number }): void => {
  ctx.fields[path] = {
    value,
    source: { page: ctx.joined.pageAt(at.start), text: excerpt(ctx.joined.text, at.start, at.end) },
  };
};
