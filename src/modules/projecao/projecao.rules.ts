import { calendarioBr } from '../../market/b3-calendar';
import { expirationOf, nextMonthlyCodes } from '../../market/contracts';

/**
 * The rules of the batch projection (issue 29; written out in docs/projecao.md). One place: the SQL reads these values,
 * the docs and the hand-computed test name them.
 */
export const PROJECAO = {
  /** Horizon of a projection, in days after today: default and maximum. */
  diasPadrao: 60,
  diasMax: 180,
  /** GMD (kg/day) of a batch with no weighing after its entry: a typical Brazilian feedlot's mean daily gain. */
  gmdPadrao: 1.5,
  /** Share of the base GMD lost per 30 days after the base weighing (linear), and the share it never falls below. */
  declinioPor30Dias: 0.1,
  pisoGmd: 0.5,
  /** The feed cost per day is the mean of the batch's consumption costs over this many days before today. */
  diasConsumo: 7,
  /** Monthly contracts looked at for the futures curve, from the current month on (the horizon plus a year). */
  mesesCurva: 19,
  /** The tenant's overhead per head and day is the mean of its overhead costs over this many days before today. */
  diasOverhead: 30,
  /** A monthly rate (interest, mortality) applies per day as rate / 30. */
  diasMes: 30,
} as const;

/** Funrural + SENAR on a physical sale of cattle, percent of the gross value, by the seller's tipoPessoa. */
export const ALIQUOTA_FUNRURAL = { Fisica: 1.5, Juridica: 2.05 } as const;

export type Feriado = { data: string; nome: string };

const porAno = new Map<number, Feriado[]>();

/**
 * Brazilian national public holidays (date-holidays, type "public": Carnival and Corpus Christi are optional there and
 * stay sale days) from `today` to `dias` days later. Cached per year: the calendar of a year never changes in a process.
 */
export async function feriados(today: string, dias: number = PROJECAO.diasMax): Promise<Feriado[]> {
  const fim = new Date(Date.parse(`${today}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
  const out: Feriado[] = [];
  for (let ano = Number(today.slice(0, 4)); ano <= Number(fim.slice(0, 4)); ano++) {
    if (!porAno.has(ano)) {
      const br = calendarioBr();
      porAno.set(ano, br.getHolidays(ano).filter((h) => h.type === 'public').map((h) => ({ data: h.date.slice(0, 10), nome: h.name })));
    }
    out.push(...porAno.get(ano)!.filter((f) => f.data >= today && f.data <= fim));
  }
  return out;
}

export type ContratoCurva = { codigo: string; vencimento: string };

/**
 * The dated BGI contracts that may price the days of a projection made on `today`: one per month from today's month on,
 * with their expiration (the last B3 trading session of the month, src/market/b3-calendar.ts). Which of them have a stored quote is the
 * statement's business.
 */
export function contratosCurva(today: string, meses: number = PROJECAO.mesesCurva): ContratoCurva[] {
  const [y, m] = today.split('-').map(Number);
  // nextMonthlyCodes starts after the month of its date: start from the month before today's.
  return nextMonthlyCodes(new Date(Date.UTC(y, m - 2, 1)), meses).map((codigo) => ({
    codigo, vencimento: (expirationOf(codigo) as Date).toISOString().slice(0, 10),
  }));
}
