import fc from 'fast-check';
import { cursor, mesclar, type Sincronizavel } from '../../web/src/campo/delta';

// The field page's delta merge (issue 28): the device's copy of a list, kept by atualizadoDesde, equals the server's
// live rows whatever changes happen between syncs.

type Linha = Sincronizavel & { v: number };
const at = (n: number) => new Date(Date.UTC(2026, 10, 27) + n).toISOString();

/** A list on the server: atualizadoDesde as the API answers it (inclusive), deletions as tombstones. */
class Servidor {
  private readonly linhas = new Map<string, Linha>();
  private relogio = 0;
  gravar(id: string, v: number) {
    this.linhas.set(id, { id, v, atualizadoEm: at(++this.relogio), deletedAt: null });
  }
  apagar(id: string) {
    const l = this.linhas.get(id);
    if (l && !l.deletedAt) this.linhas.set(id, { ...l, deletedAt: at(++this.relogio) });
  }
  listar(desde: string): Linha[] {
    const todas = [...this.linhas.values()];
    return desde ? todas.filter((l) => l.atualizadoEm >= desde || (l.deletedAt ?? '') >= desde) : todas.filter((l) => !l.deletedAt);
  }
  vivas = () => this.listar('').sort((a, b) => a.id.localeCompare(b.id));
}

it('the first load is whole; then a row replaces the one of its id and a tombstone removes it', () => {
  const antes: Linha[] = [{ id: 'a', v: 1, atualizadoEm: at(1), deletedAt: null }, { id: 'b', v: 1, atualizadoEm: at(2), deletedAt: null }];
  expect(cursor([])).toBe('');
  expect(cursor(antes)).toBe(at(2));
  const m = mesclar(antes, [{ id: 'a', v: 2, atualizadoEm: at(3), deletedAt: null }, { id: 'b', v: 1, atualizadoEm: at(2), deletedAt: at(4) },
    { id: 'c', v: 1, atualizadoEm: at(3), deletedAt: null }], at(2));
  expect(m.itens.map((l) => [l.id, l.v])).toEqual([['a', 2], ['c', 1]]);
  // The tombstone's deletedAt is the latest instant seen: the next sync starts there.
  expect(m.desde).toBe(at(4));
  // An empty delta keeps the cursor.
  expect(mesclar(m.itens, [], m.desde)).toEqual(m);
});

it('after any sequence of writes, deletions and syncs, a last sync leaves the device with the server live rows', () => {
  const passo = fc.oneof(
    fc.record({ t: fc.constant('gravar' as const), id: fc.constantFrom('a', 'b', 'c', 'd'), v: fc.integer() }),
    fc.record({ t: fc.constant('apagar' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
    fc.record({ t: fc.constant('sincronizar' as const) }),
  );
  fc.assert(fc.property(fc.array(passo, { maxLength: 40 }), (passos) => {
    const s = new Servidor();
    let aparelho = { itens: [] as Linha[], desde: '' };
    const sincronizar = () => { aparelho = mesclar(aparelho.itens, s.listar(aparelho.desde), aparelho.desde); };
    for (const p of passos) {
      if (p.t === 'gravar') s.gravar(p.id, p.v);
      else if (p.t === 'apagar') s.apagar(p.id);
      else sincronizar();
    }
    sincronizar();
    expect([...aparelho.itens].sort((a, b) => a.id.localeCompare(b.id))).toEqual(s.vivas());
  }));
});
