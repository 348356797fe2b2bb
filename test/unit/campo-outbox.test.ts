import fc from 'fast-check';
import { donoDoToken, MemoryStore, NAO_PERMITIDA, Outbox, ROTAS_DE_CAMPO, type Dono, type Item, type Resultado } from '../../web/src/campo/outbox';
import { enviarItem } from '../../web/src/campo/send';

// The field page's outbox (issue 28): order, retries with the same key, conflicts kept, and, as a property, that
// any sequence of offline, online, lost answers and retries leaves the server with each action applied once, in order.
// Issue 33: the phone is shared; items are kept, shown and sent per person and tenant, and only the page's actions.

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

const acao = (rotulo: string) => ({ metodo: 'POST' as const, caminho: '/api/tratos/confirmacoes', corpo: { rotulo }, rotulo });
const A: Dono = { usuarioId: '11111111-1111-4111-8111-111111111111', tenantId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' };
const B: Dono = { usuarioId: '22222222-2222-4222-8222-222222222222', tenantId: A.tenantId };
const C: Dono = { usuarioId: A.usuarioId, tenantId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc' };
/** A token as the API signs it, as far as the page reads it (the payload; the signature is the server's business). */
const tokenDe = (d: Dono) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: d.usuarioId, tenantId: d.tenantId, role: 'Operador' })).toString('base64url')}.assinatura`;
const caixa = (store = new MemoryStore(), quem: () => Dono | null = () => A) => new Outbox(store, quem);

describe('field outbox', () => {
  it('rewrites an item still waiting (a corrected score), never one sent, refused, or being sent (issue 35)', async () => {
    const box = caixa();
    const leitura = (nota: number) => ({ metodo: 'POST' as const, caminho: `/api/lotes/${A.tenantId}/leituras-cocho`, corpo: { data: '2026-03-08', nota }, rotulo: `nota ${nota}`, registro: 'leitura:x' });
    const a = await box.adicionar(leitura(2));
    expect(await box.substituir(a.seq, leitura(3))).toBe(true);
    expect((await box.itens()).map((i) => [i.seq, i.chave, i.corpo, i.registro])).toEqual([[a.seq, a.chave, { data: '2026-03-08', nota: 3 }, 'leitura:x']]);
    // A send under way holds the item it read: the rewrite waits for it, then finds the item sent and declines.
    let soltar!: () => void;
    const enviados: unknown[] = [];
    const envio = box.enviar(async (i) => { await new Promise<void>((r) => { soltar = r; }); enviados.push(i.corpo); return { tipo: 'ok' }; });
    await new Promise((r) => setTimeout(r, 5));
    const depois = box.substituir(a.seq, leitura(4));
    soltar();
    await envio;
    expect(await depois).toBe(false);
    expect(enviados).toEqual([{ data: '2026-03-08', nota: 3 }]);
    // Not an action of the page: declined, the waiting item kept as it was.
    const b = await box.adicionar(leitura(1));
    expect(await box.substituir(b.seq, { ...leitura(0), metodo: 'PUT' })).toBe(false);
    expect((await box.itens()).find((i) => i.seq === b.seq)?.corpo).toEqual({ data: '2026-03-08', nota: 1 });
  });


  it('keeps actions in order with a key each and sends them in that order', async () => {
    const box = caixa();
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
    const box = caixa();
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
    const box = caixa();
    for (const r of ['a', 'b']) await box.adicionar(acao(r));
    await box.enviar(async (i) => (i.rotulo === 'a' ? { tipo: 'conflito', mensagem: 'Lote fechado' } : { tipo: 'ok' }));
    expect((await box.itens()).map((i) => [i.rotulo, i.estado, i.mensagem])).toEqual([['a', 'conflito', 'Lote fechado'], ['b', 'enviado', undefined]]);
  });

  it('one send at a time: a second call joins the first', async () => {
    const box = caixa();
    await box.adicionar(acao('a'));
    let calls = 0;
    const send = async () => { calls++; await new Promise((r) => setTimeout(r, 5)); return { tipo: 'ok' } as const; };
    await Promise.all([box.enviar(send), box.enviar(send)]);
    expect(calls).toBe(1);
  });

  it('an action added while a send runs is sent by that send', async () => {
    const box = caixa();
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
    const item = { ...acao('a'), ...A, seq: 1, chave: 'k1', estado: 'pendente' as const, criadoEm: 0, tentativas: 0 };
    const sent: RequestInit[] = [];
    const answer = (status: number, body: unknown = {}) => (async (_u: unknown, init?: RequestInit) => {
      sent.push(init!);
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch;
    expect(await enviarItem(item, tokenDe(A), answer(201))).toEqual({ tipo: 'ok' });
    // The id a POST created comes back with the ok: the page's later correction is a PUT to it (issue 35).
    expect(await enviarItem(item, tokenDe(A), answer(201, { id: 'novo', nota: 2 }))).toEqual({ tipo: 'ok', id: 'novo' });
    expect((sent[0].headers as Record<string, string>)['idempotency-key']).toBe('k1');
    expect(await enviarItem(item, tokenDe(A), answer(400, { detail: 'Lote fechado', code: 'BATCH_CLOSED' }))).toEqual({ tipo: 'conflito', mensagem: 'Lote fechado' });
    expect(await enviarItem(item, tokenDe(A), answer(422, { detail: 'outra' }))).toEqual({ tipo: 'conflito', mensagem: 'outra' });
    for (const st of [401, 408, 409, 429, 500, 503]) expect((await enviarItem(item, tokenDe(A), answer(st))).tipo).toBe('tentar-depois');
    expect(await enviarItem(item, tokenDe(A), (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch)).toEqual({ tipo: 'tentar-depois', motivo: 'Sem conexão' });
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
      const box = caixa();
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

  it('an item belongs to its person and tenant: another person, or the same id in another tenant, neither lists nor sends it', async () => {
    const store = new MemoryStore();
    let agora: Dono | null = A;
    const box = caixa(store, () => agora);
    await box.adicionar(acao('de A'));
    const enviados: string[] = [];
    const send = async (i: Item) => (enviados.push(`${i.rotulo} como ${agora?.usuarioId}`), { tipo: 'ok' } as const);
    for (agora of [B, C, null]) {
      expect(await box.itens()).toEqual([]);
      expect(await box.enviar(send)).toEqual({ enviados: 0, conflitos: 0, pendentes: 0 });
      await box.descartarTodos();
    }
    expect(enviados).toEqual([]);
    agora = A;
    expect((await box.itens()).map((i) => [i.rotulo, i.usuarioId, i.tenantId])).toEqual([['de A', A.usuarioId, A.tenantId]]);
    expect(await box.enviar(send)).toEqual({ enviados: 1, conflitos: 0, pendentes: 0 });
    expect(enviados).toEqual([`de A como ${A.usuarioId}`]);
  });

  it('a person who signs out mid-send leaves the rest unsent; the next person sends only their own', async () => {
    let agora: Dono | null = A;
    const box = caixa(new MemoryStore(), () => agora);
    for (const r of ['a1', 'a2']) await box.adicionar(acao(r));
    const enviados: string[] = [];
    const r = await box.enviar(async (i) => {
      enviados.push(i.rotulo);
      agora = B; // A signs out and B signs in while a1 is on its way
      await box.adicionar(acao('b1'));
      return { tipo: 'ok' };
    });
    expect(r).toEqual({ enviados: 1, conflitos: 0, pendentes: 1, motivo: 'Sessão encerrada' });
    expect(enviados).toEqual(['a1']);
    expect(await box.enviar(async (i) => (enviados.push(i.rotulo), { tipo: 'ok' }))).toEqual({ enviados: 1, conflitos: 0, pendentes: 0 });
    expect(enviados).toEqual(['a1', 'b1']);
  });

  it('queues only the page actions; an item put in the store by hand is refused without a send', async () => {
    const store = new MemoryStore();
    const box = caixa(store);
    await expect(box.adicionar({ metodo: 'PUT', caminho: `/api/users/${A.usuarioId}`, corpo: { role: 'Admin' }, rotulo: 'x' })).rejects.toThrow(NAO_PERMITIDA);
    await expect(caixa(store, () => null).adicionar(acao('sem sessao'))).rejects.toThrow();
    const base = { ...A, chave: 'a'.repeat(32), estado: 'pendente' as const, criadoEm: 0, tentativas: 0, rotulo: 'forjado' };
    const id = A.tenantId;
    const forjados = [
      { metodo: 'PUT', caminho: `/api/users/${A.usuarioId}`, corpo: { role: 'Admin' } },
      { metodo: 'POST', caminho: `/api/lotes/${id}/pesagens?x=1`, corpo: {} },
      { metodo: 'POST', caminho: `/api/lotes/${id}/../../users`, corpo: {} },
      { metodo: 'POST', caminho: `https://outro.example/api/tratos/confirmacoes`, corpo: {} },
      { metodo: 'DELETE', caminho: `/api/lotes/${id}/pesagens`, corpo: {} },
      { metodo: 'POST', caminho: '/api/tratos/confirmacoes', corpo: '{"a":1}' },
      { metodo: 'POST', caminho: '/api/tratos/confirmacoes', corpo: {}, chave: 'x\r\ny' },
    ];
    for (const f of forjados) await store.add({ ...base, ...f } as Omit<Item, 'seq'>);
    await store.add({ ...base, metodo: 'POST', caminho: `/api/lotes/${id}/protocolos/${id}/realizar`, corpo: {}, rotulo: 'legitimo' });
    const enviados: string[] = [];
    expect(await box.enviar(async (i) => (enviados.push(i.rotulo), { tipo: 'ok' }))).toEqual({ enviados: 1, conflitos: forjados.length, pendentes: 0 });
    expect(enviados).toEqual(['legitimo']);
    expect((await box.itens()).filter((i) => i.estado === 'conflito').map((i) => i.mensagem)).toEqual(forjados.map(() => NAO_PERMITIDA));
    expect(ROTAS_DE_CAMPO).toHaveLength(8); // six field actions, and the corrections of a reading and of a trato (issue 35)
  });

  it('sends an item only with a token of its person and tenant', async () => {
    const item = { ...acao('a'), ...A, seq: 1, chave: 'k1', estado: 'pendente' as const, criadoEm: 0, tentativas: 0 };
    let chamadas = 0;
    const rede = (async () => (chamadas++, new Response('{}', { status: 201 }))) as typeof fetch;
    for (const token of [tokenDe(B), tokenDe(C), null, '', 'nao.e.jwt', `x.${Buffer.from('{"sub":1}').toString('base64url')}.y`]) {
      expect((await enviarItem(item, token, rede)).tipo).toBe('tentar-depois');
    }
    expect(chamadas).toBe(0);
    expect(donoDoToken(tokenDe(A))).toEqual(A);
    expect(await enviarItem(item, tokenDe(A), rede)).toEqual({ tipo: 'ok' });
    expect(chamadas).toBe(1);
  });

  it('property: whoever signs in and out, each action reaches the server once, under the token of its maker', async () => {
    const passo = fc.oneof(
      fc.record({ t: fc.constant('acao' as const) }),
      fc.record({ t: fc.constant('entra' as const), quem: fc.constantFrom(A, B, C, null) }),
      fc.record({ t: fc.constant('enviar' as const), online: fc.boolean() }),
    );
    await fc.assert(fc.asyncProperty(fc.array(passo, { maxLength: 30 }), async (passos) => {
      let agora: Dono | null = A;
      let online = true;
      const box = caixa(new MemoryStore(), () => agora);
      const feitas = new Map<string, Dono>();
      const recebidas: [string, Dono | null][] = [];
      const rede = (async (_u: unknown, init?: RequestInit) => {
        if (!online) throw new TypeError('Failed to fetch');
        const token = (init!.headers as Record<string, string>).authorization.replace('Bearer ', '');
        recebidas.push([(JSON.parse(String(init!.body)) as { rotulo: string }).rotulo, donoDoToken(token)]);
        return new Response('{}', { status: 201 });
      }) as typeof fetch;
      // The page's send: the token of whoever is signed in at that moment.
      const enviar = () => box.enviar((i) => enviarItem(i, agora && tokenDe(agora), rede));
      for (const p of passos) {
        if (p.t === 'acao' && agora) {
          const rotulo = `a${feitas.size}`;
          feitas.set(rotulo, agora);
          await box.adicionar(acao(rotulo));
        } else if (p.t === 'entra') agora = p.quem;
        else if (p.t === 'enviar') (online = p.online, await enviar());
      }
      online = true;
      for (agora of [A, B, C]) await enviar();
      expect(recebidas.map(([r]) => r).sort()).toEqual([...feitas.keys()].sort());
      for (const [rotulo, quem] of recebidas) expect(quem).toEqual(feitas.get(rotulo));
    }), { numRuns: 200 });
  });
});
