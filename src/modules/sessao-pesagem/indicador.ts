import { createHash } from 'node:crypto';
import { UnreadableFile } from '../../spreadsheet/read-zip';
import { normalizeEid } from '../animal/eid';

/**
 * Session files of scale indicators (issue 36), as the indicator writes them. Only layouts published by their maker
 * are read (test/fixtures/indicadores/README.md): Digi-Star's StockWeigh EID indicators (SW550 EID, SW2600 EID,
 * SW4600 EID) store and send two comma-separated record layouts without a header line, told apart by their shape:
 *
 *   EID     <RS>EID,weight,LB|KG,$| ,GR|NT,mm/dd/yy,hh:mm,C
 *   EIDVID  <RS>EID,VID,group,premise,weight,LB|KG,$| ,GR|NT,mm/dd/yy,hh:mm,code,ADG,note,C
 *
 * The EID field carries the FDX-B flags before the code ("A 00000 0 982 000017383201"); fields are right-justified
 * with spaces; `$` marks a weight the indicator locked on, a space one it did not; the trailing C is a check
 * character whose algorithm is not published (read, not verified).
 */
export type Formato = 'digistar-eid' | 'digistar-eidvid';

export type LeituraArquivo = {
  linha: number;
  eid: string | null;
  vid: string | null;
  pesoKg: number | null;
  travada: boolean;
  data: string | null;
  hora: string | null;
  /** Why the line cannot be read (a weight, date or EID that is not one); the line is reported, not weighed. */
  erro?: string;
};

type Layout = {
  /** What the operator knows the file as, named in the refusal of a file of no known layout. */
  indicador: string;
  fields: number; eid: number; vid?: number; peso: number; unidade: number; trava: number; data: number; hora: number; ordem: 'mdy' | 'dmy';
};

const LAYOUTS: Record<Formato, Layout> = {
  'digistar-eid': { indicador: 'Digi-Star StockWeigh EID, registro EID', fields: 8, eid: 0, peso: 1, unidade: 2, trava: 3, data: 5, hora: 6, ordem: 'mdy' },
  'digistar-eidvid': { indicador: 'Digi-Star StockWeigh EID, registro EIDVID', fields: 14, eid: 0, vid: 1, peso: 4, unidade: 5, trava: 6, data: 8, hora: 9, ordem: 'mdy' },
};

export const FORMATOS_SUPORTADOS = Object.keys(LAYOUTS) as Formato[];

// Makers whose exports were searched for and not found published (docs/decisions.md, issue 36): named in the
// refusal so an operator who uploads one of their files learns it is not read yet, rather than that it is broken.
const SEM_LAYOUT_PUBLICADO = 'Tru-Test/Datamars, Gallagher, Coimma e Beckhauser';

export const FORMATO_NAO_RECONHECIDO = `formato de indicador nao reconhecido: sao lidos ${
  FORMATOS_SUPORTADOS.map((f) => `${LAYOUTS[f].indicador} (${f})`).join('; ')
}. Exportacoes ${SEM_LAYOUT_PUBLICADO} ainda nao sao lidas (nenhum layout publicado pelo fabricante foi encontrado; veja a documentacao)`;

const LB_KG = 0.45359237;
const UNITS = new Set(['LB', 'KG']);

/** The layout a file's first record has, by its shape (field count and the unit where the layout has it). */
export function detectar(cells: readonly string[]): Formato | undefined {
  return FORMATOS_SUPORTADOS.find((f) => cells.length === LAYOUTS[f].fields && UNITS.has(cells[LAYOUTS[f].unidade].trim().toUpperCase()));
}

// The FDX-B code closes the field: 3 digits (country or maker), an optional space, 12 digits.
const EID_TAIL = /(\d{3}) ?(\d{12})\s*$/;

function eidOf(field: string): { eid: string | null; erro?: string } {
  const t = field.trim();
  if (t === '') return { eid: null };
  const m = EID_TAIL.exec(t.length > 64 ? t.slice(-64) : t);
  const eid = m ? normalizeEid(m[1] + m[2]) : null;
  return eid ? { eid } : { eid: null, erro: `EID ilegivel (${t.slice(0, 40)})` };
}

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/** The date by the layout's own order; a two-digit year is of this century (these indicators date from 2002). */
export function dataDoIndicador(text: string, ordem: 'mdy' | 'dmy'): string | null {
  const m = DATE.exec(text.trim());
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const [mes, dia] = ordem === 'mdy' ? [a, b] : [b, a];
  const ano = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const t = new Date(Date.UTC(ano, mes - 1, dia));
  if (t.getUTCFullYear() !== ano || t.getUTCMonth() !== mes - 1 || t.getUTCDate() !== dia) return null;
  return t.toISOString().slice(0, 10);
}

const WEIGHT = /^\d{1,7}(\.\d{1,3})?$/;

/** kg at the columns' scale (3 places): pounds converted, the rest as written. */
export function pesoKg(text: string, unidade: string): number | null {
  const t = text.trim();
  if (!WEIGHT.test(t)) return null;
  const n = Number(t);
  return Math.round((unidade.toUpperCase() === 'LB' ? n * LB_KG : n) * 1000) / 1000;
}

function leitura(cells: readonly string[], linha: number, l: Layout): LeituraArquivo {
  if (cells.length !== l.fields) {
    return { linha, eid: null, vid: null, pesoKg: null, travada: false, data: null, hora: null, erro: `a linha tem ${cells.length} campos e o formato ${l.fields}` };
  }
  const { eid, erro: eidErro } = eidOf(cells[l.eid]);
  const vid = l.vid !== undefined ? cells[l.vid].trim() || null : null;
  const unidade = cells[l.unidade].trim();
  const peso = UNITS.has(unidade.toUpperCase()) ? pesoKg(cells[l.peso], unidade) : null;
  const data = dataDoIndicador(cells[l.data], l.ordem);
  const hora = cells[l.hora].trim().slice(0, 5) || null;
  const travada = cells[l.trava].trim() === '$';
  const erro = peso === null ? `peso invalido (${cells[l.peso].trim().slice(0, 20)} ${unidade.slice(0, 4)})`
      : data === null ? `data invalida (${cells[l.data].trim().slice(0, 20)})` : eidErro;
  return { linha, eid, vid: vid && vid.slice(0, 50), pesoKg: peso, travada, data, hora, ...(erro ? { erro } : {}) };
}

export type SessaoArquivo = { formato: Formato; leituras: LeituraArquivo[]; impressao: string };

/**
 * The readings of a file's rows (cells as the CSV reader split them). One pass; the fingerprint hashes what was
 * read (not the bytes), so the same session exported again with other line ends is still the same session.
 */
export function lerSessao(rows: readonly { line: number; cells: readonly string[] }[]): SessaoArquivo {
  const first = rows[0];
  const formato = first && detectar(first.cells);
  if (!formato) {
    throw new UnreadableFile(FORMATO_NAO_RECONHECIDO);
  }
  const l = LAYOUTS[formato];
  const hash = createHash('sha256').update(formato);
  const leituras = rows.map((r) => {
    const x = leitura(r.cells, r.line, l);
    hash.update(`\n${x.eid ?? ''}|${x.vid ?? ''}|${x.pesoKg ?? ''}|${x.travada ? 1 : 0}|${x.data ?? ''}|${x.hora ?? ''}`);
    return x;
  });
  return { formato, leituras, impressao: hash.digest('hex') };
}
