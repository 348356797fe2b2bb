import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Role } from '../../src/auth/actor';
import type { Res } from '../helpers/app';
import { expectProblem } from '../helpers/expect';
import { makeLote, makeTenant, type TestTenant } from '../helpers/factories';
import { startSuite, tok, type Suite } from '../helpers/suite';

/*
 * Issue: files as they exist. Every CSV of test/fixtures/csv (written by LibreOffice, Python's csv module and iconv:
 * scripts/fixtures/make-csv.py, README there) goes through the REST upload and the GraphQL mutation, and every
 * stored value is checked. Each file gets a tenant of its own with batch L-FIX.
 */
const DIR = join(__dirname, '..', 'fixtures', 'csv');
const files = readdirSync(DIR).filter((f) => f.endsWith('.csv')).sort();
const good = (kind: string) => files.filter((f) => f.startsWith(`${kind}-`) && /-(libreoffice|python|iconv)-/.test(f));

let { t, api } = {} as Suite;
beforeAll(async () => ({ t, api } = await startSuite('impfix')));
afterAll(() => t.close());

const upload = (kind: 'pesagens' | 'animais', file: string, tenant: TestTenant): Promise<Res> =>
  api.upload(`/api/importacao/${kind}`, file, readFileSync(join(DIR, file)), tok(tenant, Role.Gerente));

async function graphql(kind: 'Pesagens' | 'Animais', file: string, tenant: TestTenant) {
  const q = `mutation($f: ImportFileInput!) { importar${kind}(arquivo: $f) { importadas ignoradas erros } }`;
  const r = await api.gql(q, { f: { nome: file, conteudoBase64: readFileSync(join(DIR, file)).toString('base64') } }, tok(tenant, Role.Gerente));
  return r.data?.[`importar${kind}`];
}

async function tenantWithLote() {
  const tenant = await makeTenant(t.app, 'impfix');
  const lote = await makeLote(t.app, tenant.id, { codigo: 'L-FIX', quantidadeAnimais: 40, dataEntrada: '2026-01-10' });
  return { tenant, lote };
}

const weighings = async (tenant: TestTenant, loteId: string) =>
  (await api.get(`/api/lotes/${loteId}/pesagens`, tok(tenant, Role.Operador))).body
    .map((p: any) => ({ data: p.data, pesoMedio: p.pesoMedio, quantidadeAnimais: p.quantidadeAnimais, observacao: p.observacao }));

describe('CSV files written by spreadsheet programs import exactly', () => {
  it('there is a file of each producer and encoding', () => {
    expect(good('pesagens').length).toBe(9);
    expect(good('animais').length).toBe(9);
  });

  it.each(good('pesagens'))('weighings: %s', async (file) => {
    const { tenant, lote } = await tenantWithLote();
    expect((await upload('pesagens', file, tenant)).body).toEqual({ importadas: 3, ignoradas: 0, erros: [] });
    expect(await weighings(tenant, lote.id)).toEqual([
      { data: '2026-03-15', pesoMedio: 0.5, quantidadeAnimais: 40, observacao: 'curral 3\nbebedouro' },
      { data: '2026-03-01', pesoMedio: 1234.5, quantidadeAnimais: 40, observacao: 'balança "nova", R$ 15 € 3' },
      { data: '2026-02-15', pesoMedio: 478.602, quantidadeAnimais: 38, observacao: 'Nelore Mestiço; “pesagem” após chuva – 1º lote' },
    ]);
    // The same file over GraphQL reads the same values: each row equals a stored weighing.
    expect(await graphql('Pesagens', file, tenant)).toEqual({ importadas: 0, ignoradas: 3, erros: [] });
  });

  it.each(good('animais'))('animals: %s', async (file) => {
    const { tenant, lote } = await tenantWithLote();
    const zero = 'Linha 4: PesoEntrada deve ser maior que 0 depois de arredondado a 3 casas decimais';
    expect((await upload('animais', file, tenant)).body).toEqual({ importadas: 2, ignoradas: 0, erros: [zero] });
    const list = (await api.get(`/api/lotes/${lote.id}/animais`, tok(tenant, Role.Operador))).body
      .map((a: any) => ({ identificacao: a.identificacao, brinco: a.brinco, sexo: a.sexo, raca: a.raca, pesoEntrada: a.pesoEntrada, dataEntrada: a.dataEntrada, status: a.status }))
      .sort((a: any, b: any) => a.identificacao.localeCompare(b.identificacao));
    expect(list).toEqual([
      { identificacao: 'BR-001', brinco: '0001', sexo: 'Macho', raca: 'Nelore Mestiço', pesoEntrada: 312.5, dataEntrada: '2026-01-12', status: 'Ativo' },
      { identificacao: 'BR-002', brinco: null, sexo: 'Femea', raca: 'Angus × Nelore', pesoEntrada: 290.25, dataEntrada: '2026-01-10', status: 'Ativo' },
    ]);
    // Over GraphQL every field equals the stored animal's (a different one would be an error).
    expect(await graphql('Animais', file, tenant)).toEqual({ importadas: 0, ignoradas: 2, erros: [zero] });
  });
});

describe('CSV files no spreadsheet writes', () => {
  it('values joined with "," and an unquoted decimal comma: those rows are errors, never shifted into the next column', async () => {
    const { tenant, lote } = await tenantWithLote();
    const why = 'campos e o cabecalho 5: com separador "," um numero com virgula decimal deve estar entre aspas ("478,602") ou use ";"';
    expect((await upload('pesagens', 'pesagens-joined-comma-unquoted.csv', tenant)).body).toEqual({
      importadas: 1, ignoradas: 0, erros: [`Linha 2: a linha tem 6 ${why}`, `Linha 3: a linha tem 6 ${why}`, `Linha 4: a linha tem 6 ${why}`],
    });
    expect(await weighings(tenant, lote.id)).toEqual([{ data: '2026-03-20', pesoMedio: 480, quantidadeAnimais: 40, observacao: null }]);
  });

  it('a quote never closed is 400 INVALID_FILE naming its line; nothing is imported', async () => {
    const { tenant, lote } = await tenantWithLote();
    const r = await upload('pesagens', 'pesagens-unterminated-quote.csv', tenant);
    expectProblem(r, 400, 'INVALID_FILE');
    expect(r.body.detail).toBe('Arquivo invalido: aspas abertas na linha 3 nao foram fechadas');
    expect(await weighings(tenant, lote.id)).toEqual([]);
  });
});
