import busboy from 'busboy';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, bodyTimedOut } from '../errors';
import { hasType } from './exchange';

export type Upload = { nome: string; conteudoBase64: string };

// Room for the multipart framing around the file (boundaries, part headers, a few small fields).
const FRAMING_BYTES = 64 * 1024;

const invalid = (message: string) => new AppError('INVALID_FILE', message);
const tooLarge = (max: number) => invalid(`Arquivo maior que ${Math.round(max / 1024 / 1024)} MiB`);

/**
 * Reads the multipart field `file` of an upload route, at most `maxBytes`, within `timeoutMs`. A declared
 * Content-Length past the limit is refused before one byte of the body is read; an undeclared (chunked) body is
 * cut where the file passes the limit; a body still arriving after `timeoutMs` (a trickle) is 408. Each way the
 * connection is closed after the answer, so the rest is never read.
 */
export function readUpload(req: IncomingMessage, res: ServerResponse, { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number }): Promise<Upload> {
  if (!hasType(req, ['multipart/form-data'])) {
    return Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'O corpo deve ser multipart/form-data com o campo file'));
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES) {
    res.setHeader('Connection', 'close');
    return Promise.reject(tooLarge(maxBytes));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 } });
    } catch {
      return reject(invalid('Corpo multipart invalido'));
    }
    let done = false;
    let file: Upload | undefined;
    const fail = (e: AppError) => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      req.unpipe(parser);
      res.setHeader('Connection', 'close');
      reject(e);
    };
    parser.on('file', (field, stream, info) => {
      // A part cut short errors on its own stream too (busboy destroys it): that is the same bad upload.
      stream.on('error', () => fail(invalid('Corpo multipart invalido ou incompleto')));
      if (field !== 'file' || file) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => fail(tooLarge(maxBytes)));
      stream.on('end', () => {
        if (!stream.truncated) file = { nome: (info.filename ?? '').slice(0, 255), conteudoBase64: Buffer.concat(chunks).toString('base64') };
      });
    });
    parser.on('error', () => fail(invalid('Corpo multipart invalido ou incompleto')));
    // Answer only once the whole body is in: answering while the client still sends its closing boundary
    // would reset the connection under it (a fast INVALID_FILE answer did).
    let closed = false;
    let ended = false;
    const finish = () => {
      if (done || !closed || !ended) return;
      done = true;
      clearTimeout(deadline);
      if (file) resolve(file);
      else reject(invalid('Envie a planilha no campo file (multipart/form-data)'));
    };
    parser.on('close', () => ((closed = true), finish()));
    req.on('end', () => ((ended = true), finish()));
    req.on('aborted', () => fail(invalid('Envio interrompido')));
    const deadline = setTimeout(() => fail(bodyTimedOut()), timeoutMs);
    req.pipe(parser);
  });
}

type Uploader = { userId: string; tenantId: string };

/**
 * Uploads in progress, per user and per tenant, in this process (UPLOADS_PER_USER, UPLOADS_PER_TENANT): each holds
 * a socket, up to 5 MiB while it arrives and then the import's work, so one user (or one tenant) cannot take them
 * all. A slot is held from before the body is read until the answer has gone.
 */
export class UploadSlots {
  private readonly users = new Map<string, number>();
  private readonly tenants = new Map<string, number>();

  constructor(private readonly caps: { perUser: number; perTenant: number }) {}

  /** A slot for the uploader, or null when the user or the tenant is at its cap; call the returned function once. */
  take(who: Uploader): (() => void) | null {
    if ((this.users.get(who.userId) ?? 0) >= this.caps.perUser || (this.tenants.get(who.tenantId) ?? 0) >= this.caps.perTenant) return null;
    bump(this.users, who.userId, 1);
    bump(this.tenants, who.tenantId, 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      bump(this.users, who.userId, -1);
      bump(this.tenants, who.tenantId, -1);
    };
  }
}

/** Adds `by` to a counter; a counter back at 0 is dropped, so the maps hold only uploads in progress. */
function bump(counts: Map<string, number>, key: string, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
