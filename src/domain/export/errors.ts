import { DomainError, type ErrorCode } from '../errors';

/** One problem docxtemplater found in a template. */
export interface TemplateProblem {
  /** docxtemplater's error id, e.g. `unclosed_loop`, `duplicate_open_tag`. */
  id: string;
  /** The offending tag as written (may be empty, e.g. for `{/}`). */
  tag: string;
  explanation: string;
  /** The part of the DOCX holding the tag, e.g. `word/document.xml`. */
  file: string | null;
}

/** A template that cannot be used: not a DOCX, too large, or with syntax errors (listed in `problems`). */
export class TemplateError extends DomainError {
  constructor(
    message: string,
    readonly problems: TemplateProblem[] = [],
    code: ErrorCode = 'VALIDATION_ERROR',
  ) {
    super(
      code,
      message,
      problems.map((p) => ({ path: p.tag, message: p.explanation })),
      'invalid_template',
    );
    this.name = 'TemplateError';
  }
}
