import 'reflect-metadata';
import { report } from '../proofs/helpers/report';
import { expectBusyIsNotDown, runOverload } from '../proofs/helpers/overload';

/**
 * R11 (opt-in, the scenario): 10,000 feeds; 250 readers on `GET /api/racoes?pageSize=10&search=racao` for
 * 20 s while 100 writers send 3,000 `POST /api/racoes`, client timeout 60 s. PostgreSQL with DATABASE_URL, else PGlite.
 */
jest.setTimeout(1_800_000);

it('R11 (long) busy is not down: 0 committed writes answered with an error, 0 acknowledged missing, audit = response, health 200, >= 90 % succeed', async () => {
  const f = await runOverload({ feeds: 10_000, readers: 250, writers: 100, posts: 3000, seconds: 20, clientTimeoutMs: 60_000 });
  report('R11-long', f);
  expectBusyIsNotDown(f, 18);
});
