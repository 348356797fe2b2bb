// What the hedge register's actions need beyond the DOM (pure: unit-tested in test/unit/web-hedge.test.ts).
import { porcento } from './economia';

/** Prices are typed as on the field page: a decimal comma, dots grouping thousands ("1.234,56"). */
export { lerDecimal } from './campo/dia';

/** Today's calendar date where the person is (the inputs' default), as YYYY-MM-DD. */
export const hojeLocal = (agora = new Date()) => new Date(agora.getTime() - agora.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * A date typed as dd/mm/aaaa, as YYYY-MM-DD; null when it is not a calendar date. The page's date fields are text: a
 * date input shows the browser's language order (mm/dd/yyyy in an English browser), the page always dd/mm/aaaa.
 */
export function lerData(texto: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The field names of the hedge inputs as the form labels them (the API's field errors are shown under these). */
export const ROTULOS_CAMPOS: Record<string, string> = {
  contrato: 'Contrato', direcao: 'Posição', quantidadeContratos: 'Contratos', precoEntrada: 'Preço de entrada', dataEntrada: 'Data de entrada',
  loteIds: 'Lotes', precoSaida: 'Preço de saída', dataSaida: 'Data de saída', confirmarPreco: 'Confirmação do preço',
};

/** The API's refusal as the page says it: its message, then each field's messages (the problem's `errors`). */
export function mensagemDoErro(e: { message: string; errors?: Record<string, string[]> }): string[] {
  const campos = Object.entries(e.errors ?? {}).map(([campo, msgs]) => `${ROTULOS_CAMPOS[campo.replace(/^input\./, '')] ?? campo}: ${msgs.join('; ')}`);
  return [e.message, ...campos];
}

export type CoberturaLote = { codigo: string; margemTravada: { percentualHedge: number | null; sobreHedge: boolean } | null };

/** The over-hedge warnings of a position's batches, as the API's coverage gives them (after a write, or before one). */
export const avisosSobreHedge = (lotes: CoberturaLote[]) => lotes.filter((l) => l.margemTravada?.sobreHedge)
  .map((l) => `Sobre-hedge no lote ${l.codigo}: ${porcento(l.margemTravada!.percentualHedge ?? 0)} das arrobas projetadas estão vendidas.`);

/** A batch's coverage beside its checkbox, before a position is written. */
export const coberturaAtual = (m: CoberturaLote['margemTravada']) =>
  !m || m.percentualHedge === null ? 'sem hedge' : `${porcento(m.percentualHedge)} com hedge${m.sobreHedge ? ' · sobre-hedge' : ''}`;
