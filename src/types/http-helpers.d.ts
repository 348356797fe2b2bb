// Type declarations for the two small HTTP helpers Express itself uses (no @types packages are published for them).
declare module 'type-is' {
  import type { IncomingMessage } from 'node:http';
  /** The first of `types` the request's Content-Type matches, false when none, null when the request has no body. */
  function typeofrequest(req: IncomingMessage, types: string[]): string | false | null;
  export = typeofrequest;
}

declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';
  type Trust = (addr: string, hop: number) => boolean;
  function proxyaddr(req: IncomingMessage, trust: Trust): string;
  namespace proxyaddr {
    function compile(val: string | string[]): Trust;
  }
  export = proxyaddr;
}
