import { groupByKey } from '../../src/graphql/loaders';

describe('groupByKey (DataLoader batch results)', () => {
  it("groups rows under their keys in the keys' order, keeps row order, and answers [] for a key without rows", () => {
    const rows = [{ k: 'b', n: 1 }, { k: 'a', n: 2 }, { k: 'b', n: 3 }, { k: 'x', n: 4 }];
    expect(groupByKey(['a', 'b', 'c'], rows, (r) => r.k)).toEqual([[{ k: 'a', n: 2 }], [{ k: 'b', n: 1 }, { k: 'b', n: 3 }], []]);
  });

  it('groups 100,000 rows under 1,000 keys, 100 each', () => {
    const keys = Array.from({ length: 1000 }, (_, i) => `k${i}`);
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ k: `k${i % 1000}` }));
    const groups = groupByKey(keys, rows, (r) => r.k);
    expect(groups.every((g) => g.length === 100)).toBe(true);
  });
});
