import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeLote, makeTenant } from '../helpers/factories';

/**
 * Files as real programs write them (test/fixtures/xlsx, made by scripts/fixtures/make-xlsx*.py: LibreOffice, openpyxl,
 * xlsxwriter, an Open XML SDK style package, a ZIP64 archive), imported through the HTTP import route; every
 * stored value is checked. The same weighings are in each file: a date-formatted cell, a date as text, a date with
 * a custom format, a serial without a date format (a row error: a number is not a date), a date with a time of day.
 */
const DIR = path.join(__dirname, '../fixtures/xlsx');
const file = (name: string) => readFileSync(path.join(DIR, name));

let t: TestApp;
let api: Client;
beforeAll(async () => {
  t = await startTestApp();
  api = client(t.url);
});
afterAll(() => t.close());

async function upload(kind: 'pesagens' | 'animais', name: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([file(name)]), name);
  const res = await fetch(`${t.url}/api/importacao/${kind}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

/** A fresh tenant with the open batch FX-1 (40 head from 2026-01-01) the files name. */
async function farm(label: string) {
  const tenant = await makeTenant(t.app, label);
  const lote = await makeLote(t.app, tenant.id, { codigo: 'FX-1', quantidadeAnimais: 40, dataEntrada: '2026-01-01' });
  return { lote, gerente: tenant.users[Role.Gerente].token, operador: tenant.users[Role.Operador].token };
}

const WEIGHINGS = [
  { data: '2026-03-20', pesoMedio: 390.125, quantidadeAnimais: 39, observacao: 'com hora' },
  { data: '2026-03-01', pesoMedio: 372, quantidadeAnimais: 40, observacao: 'Ó café' },
  { data: '2026-02-15', pesoMedio: 361.25, quantidadeAnimais: 40, observacao: null },
  { data: '2026-02-01', pesoMedio: 350.5, quantidadeAnimais: 38, observacao: 'Pesagem mensal – ação' },
];

// [file, the line of the serial without a date format]; LibreOffice and the SDK file hold an empty row before it.
const PESAGENS: [string, number][] = [
  ['openpyxl.xlsx', 5], ['openpyxl-1904.xlsx', 5], ['xlsxwriter.xlsx', 5], ['xlsxwriter-1904.xlsx', 5],
  ['xlsxwriter-inline.xlsx', 5], ['libreoffice.xlsx', 6], ['libreoffice-1904.xlsx', 6], ['sdk-prefixes.xlsx', 6], ['zip64.xlsx', 5],
];

describe('imports of files written by real programs', () => {
  it.each(PESAGENS)('%s: every weighing stored with its values, the plain number refused by line', async (name, numberLine) => {
    const { lote, gerente, operador } = await farm(name.replace(/\W/g, ''));
    const r = await upload('pesagens', name, gerente);
    expect(r).toEqual({ status: 200, body: { importadas: 4, ignoradas: 0, erros: [`Linha ${numberLine}: Data invalida (use AAAA-MM-DD ou DD/MM/AAAA)`] } });
    const stored = (await api.get(`/api/lotes/${lote.id}/pesagens`, operador)).body;
    expect(stored.map(({ data, pesoMedio, quantidadeAnimais, observacao }: any) => ({ data, pesoMedio, quantidadeAnimais, observacao }))).toEqual(WEIGHINGS);
  });

  it('openpyxl-animais.xlsx: text that looks like a number or a date stays text, a date cell is a date', async () => {
    const { lote, gerente, operador } = await farm('animais');
    expect(await upload('animais', 'openpyxl-animais.xlsx', gerente)).toEqual({ status: 200, body: { importadas: 2, ignoradas: 0, erros: [] } });
    const stored = (await api.get(`/api/lotes/${lote.id}/animais`, operador)).body;
    const pick = ({ identificacao, brinco, sexo, raca, pesoEntrada, dataEntrada }: any) => ({ identificacao, brinco, sexo, raca, pesoEntrada, dataEntrada });
    expect(stored.map(pick).sort((a: any, b: any) => a.identificacao.localeCompare(b.identificacao))).toEqual([
      { identificacao: '000123', brinco: '123', sexo: 'Macho', raca: 'Nelore', pesoEntrada: 312.5, dataEntrada: '2026-01-10' },
      { identificacao: '2026-13-45', brinco: '0042', sexo: 'Femea', raca: 'Girolando ½ sangue', pesoEntrada: 298.75, dataEntrada: '2026-01-01' },
    ]);
  });
});
