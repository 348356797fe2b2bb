import pino, { type DestinationStream, type Logger } from 'pino';
import { requestScope } from './request-scope';

const NO_SCOPE = Object.freeze({});

/**
 * The request's id on every line logged while serving it (its scope, src/request-scope.ts), first on the line; lines
 * of no request (start-up, jobs) are unchanged and cost no copy. A field given to the log call wins.
 */
const mixin = () => {
  const reqId = requestScope.getStore()?.reqId;
  return reqId ? { reqId } : NO_SCOPE;
};
const mixinMergeStrategy = (fields: object, scope: object) => (scope === NO_SCOPE ? fields : Object.assign(scope, fields));

/** JSON lines; credentials never logged even if an object carrying them slips into a log call. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({
    level,
    base: undefined,
    mixin,
    mixinMergeStrategy,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'accessToken', '*.accessToken', 'refreshToken', '*.refreshToken',
        'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization', 'passwordHash', '*.passwordHash'],
      censor: '[redacted]',
    },
  }, destination);
}

export type { Logger };
