import { isPlainRead } from '../../src/db/unit-of-work';

// What may run on the pool before a unit of work opens its transaction: only selects whose effect ends with them.
it('a plain select is a read; a select that locks, takes a transaction lock, sets a local setting or moves a sequence is not', () => {
  expect(['select 1', '(select id from lotes) union (select id from lotes)', 'SELECT count(*) from racoes where nome = $1'].map(isPlainRead))
    .toEqual([true, true, true]);
  expect([
    'select id from lotes where id = $1 for update',
    'select * from racoes for no key update',
    "select pg_advisory_xact_lock(hashtext('precos:MANUAL:t'))",
    'select pg_try_advisory_xact_lock(1)',
    "select set_config('statement_timeout', '1000', true)",
    "select nextval('seq')",
    'insert into lotes default values',
    'update racoes set nome = $1',
  ].map(isPlainRead)).toEqual([false, false, false, false, false, false, false, false]);
});
