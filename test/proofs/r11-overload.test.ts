import 'reflect-metadata';
import { report } from './helpers/report';
import { expectBusyIsNotDown, runOverload } from './helpers/overload';

/**
 * R11 (fast variant; the full scenario is test/proofs-long/r11-overload-long.test.ts): a busy database is
 * not a down one. 2,000 feeds, 100 readers searching and 50 writers creating feeds for 8 s, on the real service
 * (PostgreSQL with DATABASE_URL, else embedded PGlite). Before the guard's redesign, the health probe queued
 * behind the load, the database was declared down and running writes were answered 503 although they committed.
 */
jest.setTimeout(600_000);

it('R11 busy is not down: 0 committed writes answered with an error, 0 acknowledged writes missing, audit = response, health 200, >= 90 % succeed', async () => {
  const f = await runOverload({ feeds: 2000, readers: 100, writers: 50, posts: 3000, seconds: 8, clientTimeoutMs: 60_000 });
  report('R11', f);
  expectBusyIsNotDown(f, 6);
});
