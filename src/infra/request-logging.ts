import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import pinoHttp from 'pino-http';

/** A caller's id is kept only when it is a plain token; anything else could forge or flood log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

const redactUrl = (url: string | undefined) =>
  url?.replace(/([?&](?:accessToken|access_token|token|signature|api_key|apikey)=)[^&]*/gi, '$1[redacted]');

/** The id of the request being served, for every log line written while serving it. */
export class RequestContext {
  private readonly storage = new AsyncLocalStorage<string>();

  get requestId(): string | undefined {
    return this.storage.getStore();
  }

  run(id: string, fn: () => void): void {
    this.storage.run(id, fn);
  }

  /** A logger whose lines carry `reqId` whenever they are written on behalf of a request. */
  scope(logger: Logger): Logger {
    const parent = (logger as unknown as Record<symbol, { log?: (o: object) => object }>)[
      pino.symbols.formattersSym
    ]?.log;
    return logger.child(
      {},
      {
        formatters: {
          log: (obj: object) => {
            const reqId = this.requestId;
            const withId = reqId && !('reqId' in obj) ? { reqId, ...obj } : obj;
            return parent ? parent(withId) : withId;
          },
        },
      },
    );
  }
}

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The access line keeps what an operator needs (method, path, client, agent) and no header that could
 * carry a credential, so there is nothing to redact and little to serialise on every request.
 */
function safeRequest(req: {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    remoteAddress: req.remoteAddress,
    userAgent: req.headers?.['user-agent'],
  };
}

const safeResponse = (res: { statusCode?: number }) => ({ statusCode: res.statusCode });

/**
 * Access logs (pino-http) with a request id: the caller's `X-Request-Id` when sane, else a UUID,
 * echoed in the response header and carried by every line logged while serving the request.
 */
export function requestLogging(logger: Logger, context: RequestContext, quiet: string[]): RequestHandler[] {
  const quietPaths = new Set(quiet);
  const http = pinoHttp({
    logger,
    genReqId: requestId,
    autoLogging: { ignore: (req) => quietPaths.has((req.url ?? '').split('?')[0] ?? '') },
    serializers: { req: safeRequest, res: safeResponse },
    customSuccessObject: (req, _res, value: object) => ({ ...value, reqId: req.id }),
    customErrorObject: (req, _res, _err, value: object) => ({ ...value, reqId: req.id }),
  });
  return [http, (req, _res, next) => context.run(String(req.id), next)];
}
