import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface HttpDrain {
  /**
   * Stops accepting connections at once, lets requests in flight finish (their responses say
   * `Connection: close`; idle keep-alive connections are closed), and after `timeoutMs` cuts every
   * socket still open, upgraded WebSocket ones included. Resolves once the server is closed.
   */
  drain(timeoutMs: number): Promise<void>;
}

/** Tracks the server's sockets and responses from the start, so shutdown knows what is in flight. */
export function httpDrain(server: Server): HttpDrain {
  const sockets = new Set<Socket>();
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return {
    drain: async (timeoutMs) => {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.closeIdleConnections();
      const timer = setTimeout(() => {
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }, timeoutMs);
      try {
        await closed;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
