import { fieldError } from '../../errors';

/**
 * The Guia de Transito Animal (GTA) every movement of cattle travels under (issue 36 item 4): issued by the animal
 * health agency of the state of origin (the OESA), printed or electronic (e-GTA), identified by the issuing state
 * (UF), a series and a number, and dated. Rules shared by the entries (purchases) and the exits (sales).
 */

/** The 26 states and the Federal District: the units whose agency issues a GTA. */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN',
  'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type Uf = (typeof UFS)[number];

// The printed model's series is one or two letters, an e-GTA's a letter or a short code with digits: up to 3.
export const SERIE = /^[A-Z0-9]{1,3}$/;
// The number is at most 9 digits in every state's model; printed ones show 6, zero-padded.
export const NUMERO = /^[0-9]{1,9}$/;
export const NUMERO_DIGITOS = 6;

export type GtaValue = { uf: string; serie: string; numero: string; dataEmissao: string };

/**
 * One spelling per document: "sp", " 012345" and "12345" name the same GTA as "SP", "012345". The number is
 * zero-padded to the printed 6 digits (longer ones kept), so a reuse is caught whatever the leading zeros.
 */
export function normalizeGta(g: GtaValue): GtaValue {
  const numero = g.numero.trim().replace(/^0+(?=\d)/, '');
  return {
    uf: g.uf.trim().toUpperCase(), serie: g.serie.trim().toUpperCase(),
    numero: numero.padStart(NUMERO_DIGITOS, '0'), dataEmissao: g.dataEmissao,
  };
}

/** The GTA of a stored row (compras, animais), null when it has none. */
export function gtaOf(row: { gtaUf?: string | null; gtaSerie?: string | null; gtaNumero?: string | null; gtaDataEmissao?: string | null }): GtaValue | null {
  if (!row.gtaUf || !row.gtaSerie || !row.gtaNumero || !row.gtaDataEmissao) return null;
  return { uf: row.gtaUf, serie: row.gtaSerie, numero: row.gtaNumero, dataEmissao: row.gtaDataEmissao };
}

/** The stored columns of a GTA (all null without one). */
export function gtaSet(g: GtaValue | null) {
  return { gtaUf: g?.uf ?? null, gtaSerie: g?.serie ?? null, gtaNumero: g?.numero ?? null, gtaDataEmissao: g?.dataEmissao ?? null };
}

/**
 * The dates of a GTA: issued no later than today (the business day) and no later than the movement it covers
 * (`campo` names the movement's date field in the message). Its validity is set per trip by the issuing agency, so a
 * GTA issued days before the movement is accepted.
 */
export function checkGtaDatas(g: GtaValue, dataMovimento: string, campo: string, today: string, prefixo = GTA_NO_CORPO): void {
  if (g.dataEmissao > today) throw fieldError(`${prefixo}dataEmissao`, 'nao pode ser uma data futura');
  if (g.dataEmissao > dataMovimento) throw fieldError(`${prefixo}dataEmissao`, `nao pode ser posterior a ${campo}`);
}

/** Where the GTA's fields are in the request body, for the `errors` keys: under `gta`, or the body itself. */
export const GTA_NO_CORPO = 'gta.';

/** Which movement a GTA is written on: a purchase (entry), or the sales of one day (an exit's load). */
export type Movimento = { tipo: 'Entrada'; compraId: string | null; data: string } | { tipo: 'Saida'; data: string };

/**
 * Refuses a GTA already written on another movement of the tenant (400 DUPLICATE_CODE); handed to the services of
 * the movements by the composition root, because it reads both the purchases and the sales.
 */
export type GtaLivre = (tenant: { tenantId: string }, gta: GtaValue, movimento: Movimento, prefixo?: string) => Promise<void>;
