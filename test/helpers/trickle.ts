import { connect, type Socket } from 'node:net';

/** What a trickled request got: the status and body of an answer (none if it never came), when, and whether the server closed. */
export type Trickled = { status?: number; body?: any; headers: Record<string, string>; ms: number; closedByServer: boolean };

export type TrickleOptions = {
  method?: string;
  path: string;
  token?: string;
  contentType: string;
  /** Bytes sent at once, after the headers (a multipart part's head, the start of a JSON document). */
  head: string;
  /** The Content-Length declared: the body the server waits for, never sent whole. */
  length: number;
  /** One more byte of body every `everyMs`. */
  everyMs: number;
  /** The client gives up (closes its socket) after this long without an answer. */
  giveUpMs: number;
};

/** A multipart upload's head: the part of field `file` begins, its bytes then trickle in. */
export const MULTIPART_HEAD = '--TRICKLE\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\nLoteCodigo;Data;PesoMedio_kg\n';
export const MULTIPART_TYPE = 'multipart/form-data; boundary=TRICKLE';

/**
 * A client that sends its request body a byte at a time over a raw socket (what a slow or hostile client does),
 * and reads whatever the server answers. `stop()` closes the socket as a client that gives up.
 */
export function trickle(baseUrl: string, o: TrickleOptions): { answered: Promise<Trickled>; stop(): void } {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  const socket: Socket = connect(Number(port), hostname);
  let raw = '';
  let gaveUp = false;
  let drip: NodeJS.Timeout | undefined;
  const stop = () => {
    gaveUp = true;
    clearInterval(drip);
    socket.destroy();
  };
  const answered = new Promise<Trickled>((resolve) => {
    const giveUp = setTimeout(stop, o.giveUpMs);
    let answeredAt: number | undefined;
    socket.on('data', (d) => {
      answeredAt ??= Date.now() - started;
      raw += d.toString('latin1');
      // A whole answer on a connection the server keeps open: the client has what it came for and leaves.
      const got = parseAnswer(raw);
      if (got.complete && got.headers.connection !== 'close') stop();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearInterval(drip);
      const { status, body, headers } = parseAnswer(raw);
      resolve({ status, body, headers, ms: answeredAt ?? Date.now() - started, closedByServer: !gaveUp });
    });
  });
  const auth = o.token ? `Authorization: Bearer ${o.token}\r\n` : '';
  socket.write(`${o.method ?? 'POST'} ${o.path} HTTP/1.1\r\nHost: ${hostname}\r\n${auth}Content-Type: ${o.contentType}\r\n` +
    `Content-Length: ${o.length}\r\nConnection: keep-alive\r\n\r\n${o.head}`);
  let sent = Buffer.byteLength(o.head);
  drip = setInterval(() => {
    if (sent >= o.length || socket.destroyed) return clearInterval(drip);
    socket.write(' ');
    sent++;
  }, o.everyMs);
  return { answered, stop };
}

function parseAnswer(raw: string): Pick<Trickled, 'status' | 'body' | 'headers'> & { complete: boolean } {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { headers: {}, complete: false };
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  const text = raw.slice(end + 4);
  const complete = Buffer.byteLength(text, 'latin1') >= Number(headers['content-length'] ?? Infinity);
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, complete };
}
