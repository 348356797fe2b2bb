import fc from 'fast-check';
import { MemoryStore, Outbox, type Item, type Resultado } from '../../web/src/campo/outbox';
import { enviarItem } from '../../web/src/campo/send';

// The field page's outbox (issue 28): order, retries with the same key, conflicts kept, and, as a property, that
// any sequence of offline, online, lost answers and retries leaves the server with each action applied once, in order.

/** A server as the API behaves with Idempotency-Key: the first answer per key, applied once. */
class Servidor {
  readonly aplicadas: string[] = [];
  private readonly respostas = new Map<string, Resultado>();
  recusar = new Set<string>();
  receber(item: Item): Resultado {
    const antes = this.respostas.get(item.chave);
    if (antes) return antes;
    const r: Resultado = this.recusar.has(item.rotulo) ? { tipo: 'conflito', mensagem: `recusado: ${item.rotulo}` } : { tipo: 'ok' };
    if (r.tipo === 'ok') this.aplicadas.push(item.rotulo);
    this.respostas.set(item.chave, r);
    return r;
  }
}

const acao = (rotulo: string) => ({ metodo: 'POST' as const, caminho: '/api/x', corpo: { rotulo }, rotulo });

describe('field outbox', () => {
  it('keeps actions in order with a key each and sends them in that order', async () => {
    const box = new Outbox(new MemoryStore());
    for (const r of ['a', 'b', 'c']) await box.adicionar(acao(r));
    const itens = await box.itens();
    expect(itens.map((i) => i.rotulo)).toEqual(['a', 'b', 'c']);
    expect(new Set(itens.map((i) => i.chave)).size).toBe(3);
    expect(itens.every((i) => /^[0-9a-f]{32}$/.test(i.chave))).toBe(true);
    const srv = new Servidor();
    expect(await box.enviar(async (i) => srv.receber(i))).toEqual({ enviados: 3, conflitos: 0, pendentes: 0 });
    expect(srv.aplicadas).toEqual(['a', 'b', 'c']);
  });

  it('stops at the first item to retry, so nothing overtakes it; the retry uses the same key', async () => {
    const box = new Outbox(new MemoryStore());
    for (const r of ['a', 'b']) await box.adicionar(acao(r));
    const chaves: string[] = [];
    const r1 = await box.enviar(async (i) => (chaves.push(i.chave), { tipo: 'tentar-depois', motivo: 'Sem conexão' }));
    expect(r1).toEqual({ enviados: 0, conflitos: 0, pendentes: 2, motivo: 'Sem conexão' });
    await box.enviar(async (i) => (chaves.push(i.chave), { tipo: 'ok' }));
    const itens = await box.itens();
    expect(chaves).toEqual([itens[0].chave, itens[0].chave, itens[1].chave]);
    expect(itens.map((i) => [i.estado, i.tentativas])).toEqual([['enviado', 2], ['enviado', 1]]);
  });

  it('a conflict is kept with the server message and does not block the next items', async () => {
    const box = new Outbox(new MemoryStore());
    for (const r of ['a', 'b']) await box.adicionar(acao(r));
    await box.enviar(async (i) => (i.rotulo === 'a' ? { tipo: 'conflito', mensagem: 'Lote fechado' } : { tipo: 'ok' }));
    expect((await box.itens()).map((i) => [i.rotulo, i.estado, i.mensagem])).toEqual([['a', 'conflito', 'Lote fechado'], ['b', 'enviado', undefined]]);
  });

  it('one send at a time: a second call joins the first', async () => {
    const box = new Outbox(new MemoryStore());
    await box.adicionar(acao('a'));
    let calls = 0;
    const send = async () => { calls++; await new Promise((r) => setTimeout(r, 5)); return { tipo: 'ok' } as const; };
    await Promise.all([box.enviar(send), box.enviar(send)]);
    expect(calls).toBe(1);
  });

  it('an action added while a send runs is sent by that send', async () => {
    const box = new Outbox(new MemoryStore());
    await box.adicionar(acao('a'));
    const sent: string[] = [];
    const r = await box.enviar(async (i) => {
      sent.push(i.rotulo);
      if (i.rotulo === 'a') await box.adicionar(acao('b'));
      return { tipo: 'ok' };
    });
    expect(sent).toEqual(['a', 'b']);
    expect(r).toEqual({ enviados: 2, conflitos: 0, pendentes: 0 });
  });

  it('classifies answers: 2xx ok, 4xx conflict with detail, no network / 5xx / 409 / 401 later', async () => {
    const item = { ...acao('a'), seq: 1, chave: 'k1', estado: 'pendente' as const, criadoEm: 0, tentativas: 0 };
    const sent: RequestInit[] = [];
    const answer = (status: number, body: unknown = {}) => (async (_u: unknown, init?: RequestInit) => {
      sent.push(init!);
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch;
    expect(await enviarItem(item, 't', answer(201))).toEqual({ tipo: 'ok' });
    expect((sent[0].headers as Record<string, string>)['idempotency-key']).toBe('k1');
    expect(await enviarItem(item, 't', answer(400, { detail: 'Lote fechado', code: 'BATCH_CLOSED' }))).toEqual({ tipo: 'conflito', mensagem: 'Lote fechado' });
    expect(await enviarItem(item, 't', answer(422, { detail: 'outra' }))).toEqual({ tipo: 'conflito', mensagem: 'outra' });
    for (const st of [401, 408, 409, 429, 500, 503]) expect((await enviarItem(item, 't', answer(st))).tipo).toBe('tentar-depois');
    expect(await enviarItem(item, 't', (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch)).toEqual({ tipo: 'tentar-depois', motivo: 'Sem conexão' });
  });

  it('property: any offline/online/lost-answer/retry sequence applies each action once, in order', async () => {
    const passo = fc.oneof(
      fc.record({ t: fc.constant('acao' as const), recusada: fc.boolean() }),
      fc.record({ t: fc.constant('rede' as const), online: fc.boolean() }),
      // A send where each request may be lost on the way (never applied) or its answer lost (applied, client unaware).
      fc.record({ t: fc.constant('enviar' as const), perdas: fc.array(fc.constantFrom('ok', 'ida', 'volta'), { maxLength: 6 }) }),
    );
    await fc.assert(fc.asyncProperty(fc.array(passo, { maxLength: 40 }), async (passos) => {
      const srv = new Servidor();
      const box = new Outbox(new MemoryStore());
      const feitas: string[] = [];
      let online = true;
      let n = 0;
      const enviar = (perdas: string[]) => box.enviar(async (item) => {
        if (!online) return { tipo: 'tentar-depois', motivo: 'Sem conexão' };
        const perda = perdas.shift() ?? 'ok';
        if (perda === 'ida') return { tipo: 'tentar-depois', motivo: 'Sem conexão' };
        const r = srv.receber(item);
        return perda === 'volta' ? { tipo: 'tentar-depois', motivo: 'Sem conexão' } : r;
      });
      for (const p of passos) {
        if (p.t === 'acao') {
          const rotulo = `a${n++}`;
          if (p.recusada) srv.recusar.add(rotulo);
          else feitas.push(rotulo);
          await box.adicionar(acao(rotulo));
        } else if (p.t === 'rede') online = p.online;
        else await enviar(p.perdas);
      }
      online = true;
      await enviar([]);
      expect(srv.aplicadas).toEqual(feitas);
      const itens = await box.itens();
      expect(itens.every((i) => i.estado !== 'pendente')).toBe(true);
      expect(itens.filter((i) => i.estado === 'conflito').map((i) => i.mensagem)).toEqual([...srv.recusar].map((r) => `recusado: ${r}`));
    }), { numRuns: 300 });
  });
});
