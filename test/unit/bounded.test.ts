import { setNewest } from '../../src/bounded';

describe('setNewest', () => {
  it('keeps at most max entries, dropping the oldest; setting a key again makes it the newest', () => {
    const m = new Map<string, number>();
    for (const [k, v] of [['a', 1], ['b', 2], ['c', 3]] as const) setNewest(m, k, v, 3);
    setNewest(m, 'a', 10, 3); // a is now the newest
    setNewest(m, 'd', 4, 3); // b, the oldest, goes
    expect([...m]).toEqual([['c', 3], ['a', 10], ['d', 4]]);
  });
});
