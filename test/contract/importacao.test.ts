import 'reflect-metadata';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { animais } from '../../src/modules/animal/schema';
import { lotes } from '../../src/modules/lote/schema';
import { readTable } from '../../src/spreadsheet/read-table';
import { xlsx, type Cell } from '../../src/spreadsheet/template-xlsx';
import { writeZip as zip } from '../../src/spreadsheet/write-zip';
import type { Res } from '../helpers/app';
import { expectProblem } from '../helpers/expect';
import { makeLote as makeLoteOf, type TestTenant } from '../helpers/factories';
import { startSuite, tok, type Suite } from '../helpers/suite';

let { t, api, a: A, b: B } = {} as Suite;

const rand = (p: string) => `${p}-${randomBytes(4).toString('hex')}`;
const PESAGEM_HEADER = ['LoteCodigo', 'Data', 'PesoMedio_kg', 'QuantidadeAnimais', 'Observacoes'];
const ANIMAL_HEADER = ['LoteCodigo', 'Identificacao', 'Brinco', 'Sexo', 'Raca', 'PesoEntrada', 'DataEntrada'];

// Built before the server starts: deflating 70 MiB blocks this process (which also runs the server) for a while,
// and a keep-alive socket idle across that pause is closed under the next request.
const BOMB = zip({
  '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook><sheets><sheet r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
  'xl/worksheets/sheet1.xml': Buffer.alloc(70 * 1024 * 1024, 0x20),
});

const makeLote = (tenant: TestTenant, over: Partial<typeof lotes.$inferInsert> = {}) => makeLoteOf(t.app, tenant.id, { quantidadeAnimais: 40, ...over });

const upload = (kind: 'pesagens' | 'animais', name: string, content: Buffer | string, token = tok(A, Role.Gerente)): Promise<Res> =>
  api.upload(`/api/importacao/${kind}`, name, content, token);

const weighings = async (loteId: string) =>
  (await api.get(`/api/lotes/${loteId}/pesagens`, tok(A, Role.Operador))).body.map((p: any) => [p.data, p.pesoMedio, p.quantidadeAnimais]);

beforeAll(async () => ({ t, api, a: A, b: B } = await startSuite('imp')));
afterAll(() => t.close());

describe('POST /api/importacao/pesagens', () => {
  it('imports a real xlsx: good rows created, broken rows reported by line, the same file again adds nothing', async () => {
    const lote = await makeLote(A, { quantidadeAnimais: 40 });
    const fechado = await makeLote(A, { status: 'Fechado', dataSaida: '2026-03-01' });
    const rows: Cell[][] = [
      PESAGEM_HEADER,
      [lote.codigo, '2026-02-01', 350.5, 38, 'mensal'],
      [lote.codigo, '15/02/2026', '361,25', '', ''], // DD/MM/AAAA, decimal comma, heads from the batch
      [lote.codigo, { date: '2026-03-01' }, 372, 40, 'celula de data do Excel'], // a date-styled serial
      ['NAO-EXISTE', '2026-02-01', 300, 1, ''],
      [lote.codigo, '2026-02-30', 300, 1, ''],
      [lote.codigo, '2026-02-10', -5, 1, ''],
      [lote.codigo, '2026-02-10', 300, 2.5, ''],
      [fechado.codigo, '2026-02-10', 300, 1, ''],
      [lote.codigo, '2026-01-09', 300, 1, ''],
      [lote.codigo, '2026-02-20', { formula: 'B2*2', value: 701 }, 1, ''],
      [lote.codigo, '2026-02-01', 350.5, 38, 'repetida no arquivo'],
      [lote.codigo, 46090, 372, 40, 'um numero sem estilo de data nao e uma data'],
    ];
    const file = xlsx(rows);
    const r = await upload('pesagens', 'pesagens.xlsx', file);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      importadas: 3, ignoradas: 1,
      erros: [
        `Linha 5: lote NAO-EXISTE nao encontrado`,
        'Linha 6: Data invalida (use AAAA-MM-DD ou DD/MM/AAAA)',
        'Linha 7: PesoMedio_kg deve ser maior que 0',
        'Linha 8: QuantidadeAnimais deve ser um numero inteiro',
        `Linha 9: lote ${fechado.codigo} esta fechado`,
        'Linha 10: Data anterior a entrada do lote (2026-01-10)',
        'Linha 11: a coluna PesoMedio_kg contem uma formula (envie o valor)',
        'Linha 13: Data invalida (use AAAA-MM-DD ou DD/MM/AAAA)',
      ],
    });
    expect(await weighings(lote.id)).toEqual([['2026-03-01', 372, 40], ['2026-02-15', 361.25, 40], ['2026-02-01', 350.5, 38]]);
    const again = await upload('pesagens', 'pesagens.xlsx', file);
    expect(again.body).toMatchObject({ importadas: 0, ignoradas: 4 });
    expect(await weighings(lote.id)).toHaveLength(3);
  });

  it('reads csv separated by ; (decimal comma, BOM, quoted fields) and by , (decimal point)', async () => {
    const lote = await makeLote(A);
    const semi = `\uFEFFLoteCodigo;Data;PesoMedio_kg;QuantidadeAnimais;Observacoes\r\n${lote.codigo};2026-02-01;"1.350,5";10;"pesagem; com ponto e virgula"\r\n${lote.codigo};2026-02-02;351,75;10;\r\n`;
    expect((await upload('pesagens', 'p.csv', semi)).body).toEqual({ importadas: 2, ignoradas: 0, erros: [] });
    const comma = `LoteCodigo,Data,PesoMedio_kg\n${lote.codigo},2026-02-03,352.5\n${lote.codigo},2026-02-04,"353,5"\n\n${lote.codigo},xx,1\n`;
    expect((await upload('pesagens', 'p.csv', comma)).body).toEqual({ importadas: 2, ignoradas: 0, erros: ['Linha 5: Data invalida (use AAAA-MM-DD ou DD/MM/AAAA)'] }); // line 4 is blank
    expect(await weighings(lote.id)).toEqual([
      ['2026-02-04', 353.5, 40], ['2026-02-03', 352.5, 40], ['2026-02-02', 351.75, 10], ['2026-02-01', 1350.5, 10],
    ]);
    const list = (await api.get(`/api/lotes/${lote.id}/pesagens`, tok(A, Role.Operador))).body;
    expect(list.find((p: any) => p.data === '2026-02-01').observacao).toBe('pesagem; com ponto e virgula');
  });

  it('refuses what is not a readable spreadsheet with 400 INVALID_FILE', async () => {
    const lote = await makeLote(A);
    const good = xlsx([PESAGEM_HEADER, [lote.codigo, '2026-02-01', 350, 1, '']]);
    const cases: [string, Buffer | string][] = [
      ['truncado.xlsx', good.subarray(0, Math.floor(good.length / 2))],
      ['binario.xlsx', randomBytes(4096)],
      ['imagem.csv', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), randomBytes(2000)])],
      ['planilha.csv', good], // an xlsx renamed to .csv
      ['planilha.txt', 'LoteCodigo;Data;PesoMedio_kg\n'],
      ['sem-cabecalho.csv', `${lote.codigo};2026-02-01;350\n`],
      ['vazio.csv', ''],
      ['controle.csv', Buffer.from('LoteCodigo;Data;PesoMedio_kg\nA\x01\x02;2026-02-01;1\n', 'latin1')], // a binary without NUL bytes
      ['aspas.csv', `LoteCodigo;Data;PesoMedio_kg\n${lote.codigo};2026-02-01;"350\n${lote.codigo};2026-02-02;351\n`],
      ['bomba.xlsx', BOMB],
    ];
    for (const [name, content] of cases) {
      const r = await upload('pesagens', name, content).catch((e) => { throw new Error(`${name}: ${e.cause?.message ?? e}`); });
      expect({ name, status: r.status, code: r.body?.code }).toEqual({ name, status: 400, code: 'INVALID_FILE' });
      expectProblem(r, 400, 'INVALID_FILE');
    }
    expect(await weighings(lote.id)).toEqual([]);
  });

  it('takes 10,000 data rows in one transaction and refuses 10,001 (INVALID_FILE, nothing imported)', async () => {
    const lote = await makeLote(A, { dataEntrada: '2000-01-01' });
    const day = (i: number) => new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const csv = (n: number) => ['LoteCodigo;Data;PesoMedio_kg', ...Array.from({ length: n }, (_, i) => `${lote.codigo};${day(i)};${300 + (i % 100)}`)].join('\n');
    expectProblem(await upload('pesagens', 'grande.csv', csv(10_001)), 400, 'INVALID_FILE');
    expect(await weighings(lote.id)).toEqual([]);
    const big = xlsx([PESAGEM_HEADER, ...Array.from({ length: 10_001 }, (_, i) => [lote.codigo, day(i), 300, 1, ''] as Cell[])]);
    expectProblem(await upload('pesagens', 'grande.xlsx', big), 400, 'INVALID_FILE');
    const started = Date.now();
    const r = await upload('pesagens', 'dez-mil.csv', csv(10_000));
    const ms = Date.now() - started;
    expect(r.body).toEqual({ importadas: 10_000, ignoradas: 0, erros: [] });
    console.log(`import of 10,000 weighings (csv) on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${ms} ms`);
    const [{ n }] = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from pesagens where lote_id = ${lote.id}`);
    expect(n).toBe(10_000);
  });

  it('refuses a 50 MiB upload from its Content-Length without reading the body', async () => {
    const declared = 50 * 1024 * 1024;
    const { port } = new URL(t.url);
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1', port, method: 'POST', path: '/api/importacao/pesagens',
        headers: { authorization: `Bearer ${tok(A, Role.Gerente)}`, 'content-type': 'multipart/form-data; boundary=zz', 'content-length': declared },
      }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      req.write('--zz\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\n\r\n');
      sent = chunk.length;
      req.write(chunk); // and nothing more: the answer must come anyway
    });
    expect(sent).toBeLessThan(declared / 100);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'INVALID_FILE', detail: 'Arquivo maior que 5 MiB' });
  });

  it('cuts an undeclared (chunked) upload where the file passes 5 MiB', async () => {
    const lote = await makeLote(A);
    const rows = Array.from({ length: 200_000 }, (_, i) => `${lote.codigo};2026-02-01;${300 + i}`).join('\n');
    expect(Buffer.byteLength(rows)).toBeGreaterThan(5 * 1024 * 1024);
    const r = await upload('pesagens', 'enorme.csv', `LoteCodigo;Data;PesoMedio_kg\n${rows}`);
    expectProblem(r, 400, 'INVALID_FILE');
    expect(r.body.detail).toBe('Arquivo maior que 5 MiB');
  });

  it('roles and tenancy: Operador 403, no token 401, a code of another tenant is not found', async () => {
    const lote = await makeLote(B);
    const csv = `LoteCodigo;Data;PesoMedio_kg\n${lote.codigo};2026-02-01;350\n`;
    expectProblem(await upload('pesagens', 'p.csv', csv, tok(A, Role.Operador)), 403, 'FORBIDDEN');
    expectProblem(await upload('animais', 'p.csv', csv, tok(A, Role.SuperAdmin)), 403, 'FORBIDDEN');
    expectProblem(await upload('pesagens', 'p.csv', csv, 'x.y.z'), 401, 'UNAUTHENTICATED');
    expect((await upload('pesagens', 'p.csv', csv, tok(A, Role.Admin))).body).toEqual({ importadas: 0, ignoradas: 0, erros: [`Linha 2: lote ${lote.codigo} nao encontrado`] });
    expectProblem(await api.post('/api/importacao/pesagens', { file: 'x' }, tok(A, Role.Gerente)), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /api/importacao/animais', () => {
  it('creates new animals; an equal existing one is ignored, a different one is an error; the same file twice adds nothing', async () => {
    const lote = await makeLote(A);
    const outro = await makeLote(A);
    const igual = rand('IG');
    const diferente = rand('DF');
    await t.app.database.db.insert(animais).values([
      { tenantId: A.id, loteId: lote.id, identificacao: igual, brinco: '7', sexo: 'Femea', raca: 'Angus', pesoEntrada: 280, dataEntrada: '2026-01-10' },
      { tenantId: A.id, loteId: outro.id, identificacao: diferente, sexo: 'Macho', pesoEntrada: 280, dataEntrada: '2026-01-10' },
    ]);
    const novo = rand('NV');
    const file = xlsx([
      ANIMAL_HEADER,
      [lote.codigo, novo, '12', 'Macho', 'Nelore', 312.5, '2026-01-15'],
      [lote.codigo, rand('N2'), '', 'F', '', '290,5', ''],
      [lote.codigo, igual, '7', 'Femea', 'Angus', 280, ''],
      [lote.codigo, diferente, '', 'Macho', '', 280, ''],
      [lote.codigo, rand('X'), '', 'Boi', '', 280, ''],
      [lote.codigo, rand('X'), '', 'Macho', '', 0, ''],
      [lote.codigo, '', '', 'Macho', '', 280, ''],
      [lote.codigo, novo, '12', 'Macho', 'Nelore', 312.5, '2026-01-15'],
      [lote.codigo, novo, '13', 'Macho', 'Nelore', 312.5, '2026-01-15'],
    ]);
    const r = await upload('animais', 'animais.xlsx', file);
    expect(r.body).toEqual({
      importadas: 2, ignoradas: 2,
      erros: [
        `Linha 5: identificacao ${diferente} ja existe com outros dados`,
        'Linha 6: Sexo deve ser um de: Macho, Femea',
        'Linha 7: PesoEntrada deve ser maior que 0',
        'Linha 8: Identificacao e obrigatorio',
        `Linha 10: identificacao ${novo} ja existe com outros dados`,
      ],
    });
    const list = (await api.get(`/api/lotes/${lote.id}/animais`, tok(A, Role.Operador))).body;
    expect(list.find((a: any) => a.identificacao === novo)).toMatchObject({ brinco: '12', sexo: 'Macho', raca: 'Nelore', pesoEntrada: 312.5, dataEntrada: '2026-01-15', status: 'Ativo' });
    expect(list.filter((a: any) => a.identificacao.startsWith('N2-'))).toEqual([expect.objectContaining({ sexo: 'Femea', pesoEntrada: 290.5, dataEntrada: '2026-01-10', brinco: null })]);
    const again = await upload('animais', 'animais.xlsx', file);
    expect(again.body).toMatchObject({ importadas: 0, ignoradas: 4 });
    expect((await api.get(`/api/lotes/${lote.id}/animais`, tok(A, Role.Operador))).body).toHaveLength(3);
  });
});

describe('templates and GraphQL', () => {
  it('GET /api/importacao/template/{pesagens,animais}: an xlsx attachment with the header and one example row', async () => {
    for (const [kind, header] of [['pesagens', PESAGEM_HEADER], ['animais', ANIMAL_HEADER]] as const) {
      const res = await fetch(`${t.url}/api/importacao/template/${kind}`, { headers: { authorization: `Bearer ${tok(A, Role.Operador)}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="modelo-importacao-${kind}.xlsx"`);
      const buf = Buffer.from(await res.arrayBuffer());
      const table = await readTable('t.xlsx', buf, header, header, 10);
      expect(table.rows).toHaveLength(1);
      expect(table.rows[0].values.LoteCodigo).toBe('L-2026-01');
    }
    expectProblem(await api.get('/api/importacao/template/pesagens'), 401, 'UNAUTHENTICATED');
  });

  it('GraphQL importarPesagens takes the file in base64, with the same rules and codes', async () => {
    const lote = await makeLote(A);
    const q = 'mutation($f: ImportFileInput!) { importarPesagens(arquivo: $f) { importadas ignoradas erros } }';
    const csv = Buffer.from(`LoteCodigo;Data;PesoMedio_kg\n${lote.codigo};2026-02-01;350\n`).toString('base64');
    expect(await api.gql(q, { f: { nome: 'p.csv', conteudoBase64: csv } }, tok(A, Role.Gerente)))
      .toEqual({ data: { importarPesagens: { importadas: 1, ignoradas: 0, erros: [] } } });
    const bad = await api.gql(q, { f: { nome: 'p.xlsx', conteudoBase64: randomBytes(100).toString('base64') } }, tok(A, Role.Gerente));
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'INVALID_FILE', status: 400 });
    const notB64 = await api.gql(q, { f: { nome: 'p.csv', conteudoBase64: '***' } }, tok(A, Role.Gerente));
    expect(notB64.errors?.[0].extensions).toMatchObject({ code: 'INVALID_FILE' });
    expect((await api.gql(q, { f: { nome: 'p.csv', conteudoBase64: csv } }, tok(A, Role.Operador))).errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lists the first 1000 row errors (each at most 300 characters, a quoted cell cut at 80); GraphQL errosTotal counts them all, REST stays {importadas, ignoradas, erros}', async () => {
    const longCode = 'X'.repeat(2000);
    const csv = ['LoteCodigo;Data;PesoMedio_kg', ...Array.from({ length: 1500 }, () => `${longCode};2026-02-01;350`)].join('\n');
    const rest = await upload('pesagens', 'erros.csv', csv);
    expect(Object.keys(rest.body).sort()).toEqual(['erros', 'ignoradas', 'importadas']);
    expect(rest.body.erros).toHaveLength(1000);
    expect(Math.max(...rest.body.erros.map((e: string) => e.length))).toBeLessThanOrEqual(300);
    // A quoted cell is cut where the message is made (80 characters).
    expect(rest.body.erros[0]).toBe(`Linha 2: lote ${'X'.repeat(77)}... nao encontrado`);
    const q = 'mutation($f: ImportFileInput!) { importarPesagens(arquivo: $f) { importadas erros errosTotal } }';
    const small = ['LoteCodigo;Data;PesoMedio_kg', ...Array.from({ length: 1200 }, () => 'NAO-EXISTE;2026-02-01;350')].join('\n');
    const r = await api.gql(q, { f: { nome: 'e.csv', conteudoBase64: Buffer.from(small).toString('base64') } }, tok(A, Role.Gerente));
    expect(r.data?.importarPesagens).toMatchObject({ importadas: 0, errosTotal: 1200 });
    expect(r.data?.importarPesagens.erros).toHaveLength(1000);
    expect(r.data?.importarPesagens.erros[999]).toBe('Linha 1001: lote NAO-EXISTE nao encontrado');
  });
});
