import { bodyTimedOut } from '../errors';
import { hasBody, type Req, type Res } from '../rest/exchange';

export type BodyParser = (req: Req, res: Res, next: (err?: unknown) => void) => void;

/**
 * body-parser as a promise; a request without a body (most reads) is not handed to it. The body is read before the
 * request waits for a turn at the database, and it has `timeoutMs` to arrive: a body trickled in a byte at a time
 * is answered 408 and its connection closed (body-parser itself waits as long as the client keeps sending).
 */
export const jsonBody = (parse: BodyParser, timeoutMs: number) => (req: Req, res: Res): Promise<void> | void => {
  if (!hasBody(req)) return;
  return new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => {
      res.setHeader('Connection', 'close');
      reject(bodyTimedOut());
    }, timeoutMs);
    parse(req, res, (err) => {
      clearTimeout(deadline);
      if (err) reject(err);
      else resolve();
    });
  });
};

