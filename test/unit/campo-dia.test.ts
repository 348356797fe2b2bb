import { acaoDe, aplicar, carenciaDe, chaveDe, kgDaNota, lerDecimal, maisDias, situacao, type Trato } from '../../web/src/campo/dia';
import { permitida, type Item } from '../../web/src/campo/outbox';
import { kgPeloCocho } from '../../src/modules/trato/nota-cocho';

// Issue 35: what a pen's card shows of its day and what a tap queues, on the phone (web/src/campo/dia.ts).
const L = '11111111-1111-4111-8111-111111111111';
const ID = '22222222-2222-4222-8222-222222222222';
const D = '2026-03-08';
const pen = (over: Partial<Trato> = {}): Trato => ({
  loteId: L, loteCodigo: 'A', curralCodigo: 'P1', cabecas: 50, notaCocho: null, leituraCochoId: null, kgPrevisto: 685,
  kgFornecidoOntem: 684.7, confirmacaoId: null, kgFornecido: null, carenciaAte: null, ...over,
});
let seq = 0;
const item = (a: ReturnType<typeof acaoDe>['acao'], estado: Item['estado']): Item =>
  ({ ...a, seq: ++seq, chave: 'k', estado, criadoEm: 0, tentativas: 0, usuarioId: 'u', tenantId: 't' });

describe('a pen\'s day on the phone', () => {
  it('a first tap is a POST; a second, while the first waits, rewrites it; once the id is known, a PUT to it', () => {
    const t = pen();
    const primeiro = acaoDe('leitura', t, D, 2, []);
    expect(primeiro).toEqual({ seq: undefined, acao: expect.objectContaining({ metodo: 'POST', caminho: `/api/lotes/${L}/leituras-cocho`, corpo: { data: D, nota: 2 }, registro: chaveDe('leitura', L, D) }) });
    const esperando = item(primeiro.acao, 'pendente');
    const segundo = acaoDe('leitura', t, D, 4, [esperando]);
    expect([segundo.seq, segundo.acao.metodo, segundo.acao.corpo]).toEqual([esperando.seq, 'POST', { data: D, nota: 4 }]);
    // Sent: the answer's id goes into the plan; the next tap corrects by PUT.
    expect(aplicar([t], { ...esperando, corpo: segundo.acao.corpo }, ID)).toBe(true);
    expect([t.notaCocho, t.leituraCochoId]).toEqual([4, ID]);
    const terceiro = acaoDe('leitura', t, D, 1, [{ ...esperando, estado: 'enviado' }]);
    expect([terceiro.seq, terceiro.acao.metodo, terceiro.acao.caminho]).toEqual([undefined, 'PUT', `/api/lotes/${L}/leituras-cocho/${ID}`]);
    const trato = acaoDe('trato', pen({ confirmacaoId: ID }), D, 650.5, []).acao;
    expect([trato.metodo, trato.caminho, trato.corpo, trato.rotulo]).toEqual(['PUT', `/api/tratos/confirmacoes/${ID}`, { kgFornecido: 650.5 }, 'Curral P1 · Lote A: trato 650,5 kg (correção)']);
    for (const a of [primeiro.acao, terceiro.acao, trato, acaoDe('trato', t, D, 700, []).acao]) expect(permitida(a)).toBe(true);
  });

  it('what the card shows: waiting, taken, refused (the server\'s value, not the refused tap), missing', () => {
    const t = pen();
    expect(situacao('leitura', t, D, [])).toEqual({ estado: 'falta', valor: null });
    const a = acaoDe('leitura', t, D, 3, []).acao;
    expect(situacao('leitura', t, D, [item(a, 'pendente')])).toEqual({ estado: 'a-enviar', valor: 3 });
    expect(situacao('leitura', t, D, [item(a, 'conflito')])).toEqual({ estado: 'recusado', valor: null });
    expect(situacao('leitura', pen({ notaCocho: 0 }), D, [item(a, 'conflito')])).toEqual({ estado: 'recusado', valor: 0 });
    expect(situacao('leitura', pen({ notaCocho: 3 }), D, [item(a, 'enviado')])).toEqual({ estado: 'feito', valor: 3 });
    // Another day's or another pen's items do not count.
    expect(situacao('leitura', t, '2026-03-09', [item(a, 'pendente')])).toEqual({ estado: 'falta', valor: null });
    expect(situacao('trato', t, D, [item(a, 'pendente')])).toEqual({ estado: 'falta', valor: null });
  });

  it('the kg by the score is the API plan\'s rule; without a delivery yesterday, the plan\'s kg whatever the score', () => {
    expect([0, 1, 2, 3, 4].map((n) => kgDaNota(pen(), n))).toEqual([719, 685, 650, 616, 582]);
    expect(kgDaNota(pen(), null)).toBe(kgPeloCocho(684.7, 1, 0));
    expect(kgDaNota(pen({ kgFornecidoOntem: null, kgPrevisto: 742 }), 4)).toBe(742);
  });

  it('the withdrawal end: the server\'s, or later by a treatment recorded here (not a refused one)', () => {
    const med = (dias: number, estado: Item['estado']) => item({ metodo: 'POST', caminho: `/api/lotes/${L}/medicamentos`, rotulo: 'm',
      corpo: { nome: 'X', tipo: 'Antibiotico', dataAplicacao: D, quantidadeAnimais: 1, custoUnitario: 0, carenciaDias: dias } }, estado);
    expect(carenciaDe(pen({ carenciaAte: '2026-04-01' }), [med(10, 'pendente')])).toBe('2026-04-01');
    expect(carenciaDe(pen({ carenciaAte: '2026-04-01' }), [med(42, 'enviado'), med(60, 'conflito')])).toBe('2026-04-19');
    expect(carenciaDe(pen(), [med(0, 'pendente')])).toBeNull();
    expect([maisDias('2026-02-27', 2), maisDias('2024-02-28', 1), maisDias('2026-12-31', 1)]).toEqual(['2026-03-01', '2024-02-29', '2027-01-01']);
  });

  it('numbers as a pt-BR keyboard types them', () => {
    expect(['420,5', '420.5', ' 1.250,75 ', '1250', '0,5', '12,50'].map(lerDecimal)).toEqual([420.5, 420.5, 1250.75, 1250, 0.5, 12.5]);
    for (const s of ['', 'abc', '1,2,3', '-3', '1e3', '4 2 0,5x']) expect([s, lerDecimal(s)]).toEqual([s, NaN]);
  });
});
