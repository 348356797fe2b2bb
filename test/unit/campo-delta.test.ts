import fc from 'fast-check';
import { atualizarLista, mesclar, type Pagina, type Sincronizavel } from '../../web/src/campo/delta';

// The field page's delta sync (issue 33, item 4): the device's copy of a list, kept by the server's cursor, equals
// the server's live rows whatever changes happen between syncs, in pages of any size. The server's side (commit
// order, in-flight transactions) is proved against PostgreSQL by R14; here a model server numbers its writes.

type Linha = Sincronizavel & { v: number };

/** A list on the server: each write takes the next number; a page is the rows written after the cursor's number. */
class Servidor {
  private readonly linhas = new Map<string, Linha & { n: number }>();
  private n = 0;
  gravar(id: string, v: number) {
    this.linhas.set(id, { id, v, deletedAt: null, n: ++this.n });
  }
  apagar(id: string) {
    const l = this.linhas.get(id);
    if (l && !l.deletedAt) this.linhas.set(id, { ...l, deletedAt: 'x', n: ++this.n });
  }
  pagina(cursor: string | null, limite: number): Pagina<Linha> {
    const desde = cursor === null ? 0 : Number(cursor);
    const depois = [...this.linhas.values()].filter((l) => l.n > desde && (cursor !== null || !l.deletedAt)).sort((a, b) => a.n - b.n);
    const itens = depois.slice(0, limite);
    const temMais = depois.length > limite;
    return { itens: itens.map(({ n: _, ...l }) => l), cursor: String(temMais ? itens[itens.length - 1].n : Math.max(desde, this.n)), temMais };
  }
  vivas = () => [...this.linhas.values()].filter((l) => !l.deletedAt).map(({ n: _, ...l }) => l).sort((a, b) => a.id.localeCompare(b.id));
}

it('a row replaces the one of its id and a tombstone removes it', () => {
  const antes: Linha[] = [{ id: 'a', v: 1, deletedAt: null }, { id: 'b', v: 1, deletedAt: null }];
  expect(mesclar(antes, [{ id: 'a', v: 2, deletedAt: null }, { id: 'b', v: 1, deletedAt: 'x' }, { id: 'c', v: 1, deletedAt: null }]))
    .toEqual([{ id: 'a', v: 2, deletedAt: null }, { id: 'c', v: 1, deletedAt: null }]);
  expect(mesclar(antes, [])).toEqual(antes);
});

it('pages until the pass is over; without a cursor the list is rebuilt, not merged; a failed page throws', async () => {
  const s = new Servidor();
  for (const id of ['a', 'b', 'c', 'd', 'e']) s.gravar(id, 1);
  const pedidos: (string | null)[] = [];
  const buscar = async (c: string | null) => (pedidos.push(c), s.pagina(c, 2));
  const velho: Linha[] = [{ id: 'z', v: 9, deletedAt: null }];
  const m = await atualizarLista(buscar, velho, null);
  expect(m.itens.map((l) => l.id).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect(pedidos).toEqual([null, '2', '4']);
  await expect(atualizarLista(async () => { throw new Error('sem rede'); }, m.itens, m.cursor)).rejects.toThrow('sem rede');
});

it('after any sequence of writes, deletions and syncs at any page size, a last sync leaves the device with the server live rows', async () => {
  const passo = fc.oneof(
    fc.record({ t: fc.constant('gravar' as const), id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), v: fc.integer() }),
    fc.record({ t: fc.constant('apagar' as const), id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') }),
    fc.record({ t: fc.constant('sincronizar' as const) }),
  );
  await fc.assert(fc.asyncProperty(fc.array(passo, { maxLength: 40 }), fc.integer({ min: 1, max: 4 }), async (passos, limite) => {
    const s = new Servidor();
    let aparelho = { itens: [] as Linha[], cursor: null as string | null };
    const sincronizar = async () => { aparelho = await atualizarLista((c) => Promise.resolve(s.pagina(c, limite)), aparelho.itens, aparelho.cursor); };
    for (const p of passos) {
      if (p.t === 'gravar') s.gravar(p.id, p.v);
      else if (p.t === 'apagar') s.apagar(p.id);
      else await sincronizar();
    }
    await sincronizar();
    expect([...aparelho.itens].sort((a, b) => a.id.localeCompare(b.id))).toEqual(s.vivas());
  }));
});
