import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { TemplateError, type TemplateProblem } from './errors';

export { TemplateError, type TemplateProblem } from './errors';

/** Templates are uploaded by users: bound what one export may cost. */
export const TEMPLATE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Declared size of the unzipped parts; a small zip can inflate to gigabytes. */
  maxUnzippedBytes: 100 * 1024 * 1024,
  maxTags: 5000,
} as const;

interface Part {
  type: string;
  value: string;
  module?: string;
  subparsed?: Part[];
}

interface Compiled {
  doc: Docxtemplater<PizZip>;
  /** Every placeholder, loops included, in document order (repeats kept). */
  tags: string[];
}

/**
 * Compiles a DOCX template and lists the tags it uses (unique, in document order). Throws
 * `TemplateError` when the file is not a DOCX, is over the limits or has a syntax error.
 */
export function checkTemplate(template: Uint8Array): string[] {
  return [...new Set(compile(template, new Set()).tags)];
}

/**
 * Fills a DOCX template. Tags that render empty are listed in `unfilled` (unique, in the order met),
 * so a caller can warn about a misspelt variable or a value not found instead of shipping a blank:
 * tags with no value (null or absent), blank text, and loops over an empty list.
 */
export function renderDocx(
  template: Uint8Array,
  data: Record<string, unknown>,
): { bytes: Uint8Array; unfilled: string[] } {
  const unfilled = new Set<string>();
  const { doc } = compile(template, unfilled);
  translateErrors(() => doc.render(data));
  return { bytes: doc.toUint8Array({ compression: 'DEFLATE' }), unfilled: [...unfilled] };
}

/**
 * `unfilled` collects, at render time, every tag that resolved to null or undefined (the null getter)
 * or to a value that renders nothing (the parser).
 */
function compile(template: Uint8Array, unfilled: Set<string>): Compiled {
  if (template.byteLength > TEMPLATE_LIMITS.maxBytes)
    throw new TemplateError(
      `the template is larger than ${TEMPLATE_LIMITS.maxBytes / 1024 / 1024} MB`,
      [],
      'PAYLOAD_TOO_LARGE',
    );
  const zip = openDocx(template);
  const parsed: Part[] = [];
  const collector = {
    name: 'BvsTagCollector',
    set(options: { inspect?: { postparsed?: Part[] } }) {
      if (options.inspect?.postparsed) parsed.push(...options.inspect.postparsed);
    },
  };
  const doc = translateErrors(
    () =>
      new Docxtemplater(zip, {
        delimiters: { start: '{', end: '}' },
        paragraphLoop: true,
        linebreaks: true,
        errorLogging: false,
        parser: trimmingParser(unfilled),
        nullGetter: (part) => {
          unfilled.add(part.value.trim());
          return '';
        },
        modules: [collector],
      }),
  );
  const tags = placeholders(parsed);
  if (tags.some((p) => p.module === 'rawxml'))
    // `{@tag}` inserts the value as raw XML; values come from uploaded documents, so it would let a
    // document's text inject markup into the export.
    throw new TemplateError('raw XML tags ({@tag}) are not supported', []);
  if (tags.length > TEMPLATE_LIMITS.maxTags)
    throw new TemplateError(`the template has more than ${TEMPLATE_LIMITS.maxTags} tags`, []);
  return { doc, tags: tags.map((p) => p.value.trim()) };
}

function openDocx(template: Uint8Array): PizZip {
  let zip: PizZip;
  try {
    zip = new PizZip(template);
  } catch {
    throw new TemplateError('not a DOCX document');
  }
  if (!zip.file('word/document.xml')) throw new TemplateError('not a DOCX document');
  const declared = Object.values(zip.files).reduce(
    (sum, file) => sum + ((file as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0),
    0,
  );
  if (declared > TEMPLATE_LIMITS.maxUnzippedBytes)
    throw new TemplateError('the template unzips to more than 100 MB', [], 'PAYLOAD_TOO_LARGE');
  return zip;
}

function placeholders(parts: Part[]): Part[] {
  return parts.flatMap((part) =>
    part.type === 'placeholder' ? [part, ...placeholders(part.subparsed ?? [])] : [],
  );
}

/** A value that renders nothing though it is there: blank text or an empty list. */
const rendersEmpty = (v: unknown): boolean =>
  (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * `{ legal_business_name }` as Word users often type it resolves like `{legal_business_name}`; a
 * value that renders nothing is noted in `unfilled`.
 */
const trimmingParser = (unfilled: Set<string>) => (tag: string) => {
  const name = tag.trim();
  return {
    get: (scope: unknown) => {
      const value =
        name === '.'
          ? scope
          : scope !== null && typeof scope === 'object'
            ? (scope as Record<string, unknown>)[name]
            : undefined;
      if (rendersEmpty(value)) unfilled.add(name);
      return value;
    },
  };
};

function translateErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    const problems = problemsOf(err);
    if (problems.length === 0) throw err;
    const what = problems.length === 1 ? 'an error' : `${problems.length} errors`;
    throw new TemplateError(`the template has ${what}: ${problems.map(describe).join('; ')}`, problems);
  }
}

interface XtError {
  name?: string;
  message?: string;
  properties?: {
    id?: string;
    explanation?: string;
    xtag?: string;
    openingtag?: string;
    file?: string;
    errors?: XtError[];
  };
}

function problemsOf(err: unknown): TemplateProblem[] {
  const e = err as XtError;
  if (e?.name !== 'TemplateError' && e?.properties?.id !== 'multi_error') return [];
  const errors = e.properties?.errors ?? [e];
  return errors.map(({ message, properties: p }) => ({
    id: p?.id ?? 'template_error',
    tag: p?.xtag ?? p?.openingtag ?? '',
    explanation: p?.explanation ?? message ?? 'invalid template',
    file: p?.file ?? null,
  }));
}

function describe(problem: TemplateProblem): string {
  const where = problem.file && problem.file !== 'word/document.xml' ? ` in ${problem.file}` : '';
  const tag = problem.explanation.includes(`"${problem.tag}`) ? '' : ` (tag "${problem.tag}")`;
  return `${problem.explanation}${tag}${where}`;
}
