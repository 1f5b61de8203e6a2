import { z } from 'zod';
import 'zod-openapi';

/** What `Date.toISOString()` writes: every timestamp the REST layer answers. */
export const timestamp = z.iso.datetime().meta({ id: 'Timestamp', description: 'ISO 8601, UTC' });

export const uuid = z.uuid();
export const freeObject = z.record(z.string(), z.unknown());

/** `{success: false, code, message, timestamp, details?}` (DESIGN.md section 6). */
export const errorBody = z
  .object({
    success: z.literal(false),
    code: z.string().meta({
      description:
        'VALIDATION_ERROR, BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, DUPLICATE_RESOURCE, ' +
        'PAYLOAD_TOO_LARGE, UNPROCESSABLE_ENTITY, RATE_LIMITED, INTERNAL_SERVER_ERROR, or a lower-case ' +
        'code of the followed service (e.g. items_not_provided, invalid_item_options_file_url, ' +
        'unsupported_file_type, invalid_template, pdf_unavailable)',
      example: 'VALIDATION_ERROR',
    }),
    message: z.string(),
    timestamp,
    details: z
      .array(
        z.object({
          path: z.string().meta({ description: 'Dotted path of the field, e.g. `items[0].type`' }),
          message: z.string(),
        }),
      )
      .min(1)
      .optional()
      .meta({ description: 'Every offending field of a validation error' }),
  })
  .meta({ id: 'Error' });

export const successMessage = z.object({ success: z.literal(true), message: z.string() });
export const message = z.object({ message: z.string() });

/** A path id: anything that is not a well-formed id answers 404 without a query. */
export const idParam = (what: string) => z.string().meta({ description: what });

export const idParams = (what: string) => z.object({ id: idParam(what) });

/** The query of every signed link: checked before anything else is read. */
export const signedLinkQuery = z.object({
  expires: z.string().meta({ description: 'Unix time after which the link is refused' }),
  signature: z.string().meta({ description: 'HMAC of the path and expiry' }),
});

/** Sent as a multipart part or as raw bytes. */
export const binary = z.string().meta({ override: { type: 'string', format: 'binary' } });

export const idempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .optional()
  .meta({
    description:
      'Makes a POST or PUT safe to retry: for 24 hours a repeat with the same key, path and body ' +
      'gets the first answer again (`Idempotent-Replayed: true`); the same key with another request ' +
      'is a 422, and while the first is still running a 409. Only 2xx answers are kept: a refused ' +
      'request leaves no trace and the key may be used again.',
    param: { id: 'IdempotencyKey' },
  });

export const rateLimitHeaders = z.object({
  'Retry-After': z.string().meta({ description: 'Seconds to wait before trying again' }),
  'RateLimit-Limit': z.string().optional().meta({ description: 'Requests allowed in the window' }),
  'RateLimit-Remaining': z.string().optional().meta({ description: 'Requests left in the window' }),
  'RateLimit-Reset': z.string().optional().meta({ description: 'Seconds until the window resets' }),
});
