import { emParalelo } from '../../web/src/campo/paralelo';
import { avisosSobreHedge, coberturaAtual, hojeLocal, lerData, lerDecimal, mensagemDoErro } from '../../web/src/hedge';

// Issue 35: the hedge register's writes from the page (decimal comma, the API's refusals, over-hedge warnings) and the
// field page's bounded background fetches.

describe('hedge actions on the page', () => {
  it('reads a price as typed on a Brazilian phone (the field page\'s own reader)', () => {
    expect(lerDecimal('320,50')).toBe(320.5);
    expect(lerDecimal('1.234,56')).toBe(1234.56);
    expect(lerDecimal('320.50')).toBe(320.5);
    for (const bad of ['', 'abc', '3,2,1', '-5', '1e3']) expect([bad, lerDecimal(bad)]).toEqual([bad, Number.NaN]);
  });

  it('says the API\'s message and each field\'s, under the form\'s labels', () => {
    expect(mensagemDoErro({ message: 'Um ou mais campos sao invalidos', errors: { quantidadeContratos: ['deve ser >= 1'], 'input.contrato': ['invalido'], outro: ['x'] } }))
      .toEqual(['Um ou mais campos sao invalidos', 'Contratos: deve ser >= 1', 'Contrato: invalido', 'outro: x']);
    expect(mensagemDoErro({ message: 'Sem permissao' })).toEqual(['Sem permissao']);
  });

  it('warns of an over-hedged batch as the API flags it, and shows each batch\'s coverage before a write', () => {
    expect(avisosSobreHedge([
      { codigo: 'L1', margemTravada: { percentualHedge: 237.21, sobreHedge: true } },
      { codigo: 'L2', margemTravada: { percentualHedge: 50, sobreHedge: false } },
      { codigo: 'L3', margemTravada: null },
    ])).toEqual(['Sobre-hedge no lote L1: 237,21 % das arrobas projetadas estão vendidas.']);
    expect(coberturaAtual({ percentualHedge: 45, sobreHedge: false })).toBe('45,00 % com hedge');
    expect(coberturaAtual({ percentualHedge: 120.5, sobreHedge: true })).toBe('120,50 % com hedge · sobre-hedge');
    expect(coberturaAtual(null)).toBe('sem hedge');
  });

  it('defaults dates to the person\'s own calendar day', () => {
    expect(hojeLocal(new Date('2026-11-29T12:00:00Z'))).toMatch(/^2026-11-(28|29|30)$/);
  });
});

describe('the field page\'s background copies', () => {
  it('run at most `limite` at a time, every task once, a failure stopping none', async () => {
    let agora = 0;
    let pico = 0;
    const feitas: number[] = [];
    const soltar: (() => void)[] = [];
    const tarefas = Array.from({ length: 6 }, (_, i) => async () => {
      agora++;
      pico = Math.max(pico, agora);
      await new Promise<void>((r) => soltar.push(r));
      agora--;
      feitas.push(i);
      if (i === 1) throw new Error('falhou');
    });
    const fim = emParalelo(tarefas, 4);
    // Release the waiting tasks one by one until all have run (no clock: each release lets the next one start).
    while (feitas.length < 6) {
      await new Promise((r) => setImmediate(r));
      soltar.shift()?.();
    }
    await fim;
    expect(pico).toBe(4);
    expect(feitas.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('does nothing with no task', async () => {
    await expect(emParalelo([], 4)).resolves.toBeUndefined();
  });
});

describe('dates typed on the page', () => {
  it('reads dd/mm/aaaa, and only calendar dates', () => {
    expect(lerData('29/11/2026')).toBe('2026-11-29');
    expect(lerData(' 1/2/2027 ')).toBe('2027-02-01');
    for (const bad of ['2026-11-29', '31/02/2026', '29/13/2026', '29/11/26', '', 'hoje']) expect([bad, lerData(bad)]).toEqual([bad, null]);
  });
});
