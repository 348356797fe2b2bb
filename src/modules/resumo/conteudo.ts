import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Role, type Actor } from '../../auth/actor';
import { addDays } from '../../clock';
import type { Db } from '../../db/client';
import { liveForTenant } from '../../db/tenant';
import type { HedgeService } from '../hedge/hedge.service';
import { diasSemPesagem } from '../lote/kpis';
import type { LoteService } from '../lote/lote.service';
import { lotes } from '../lote/schema';
import type { NotificacaoService } from '../notificacao/notificacao.service';
import { PROJECAO } from '../projecao/projecao.rules';
import type { ProjecaoService } from '../projecao/projecao.service';
import type { ProtocoloService } from '../protocolo/protocolo.service';
import { abaixoDoMinimo } from '../racao/estoque-baixo';
import { racoes } from '../racao/schema';
import type { TratoService } from '../trato/trato.service';
import { resumosEnviados } from './schema';

/** Items listed per section; the counts say how many there are in all. */
export const ITENS_POR_SECAO = 20;
// Protocols read at most (a farm with more due at once has a bigger problem than its digest's count).
const PROTOCOLOS_LIDOS = 500;
/** "Within 7 days" of the issue: today and the next 7 days. */
export const JANELA_DIAS = 7;

type Lista<T> = { total: number; itens: T[] };
export type ProtocoloDoResumo = { loteCodigo: string; produto: string; dataPrevista: string };

export type ResumoOperador = {
  perfil: 'Operador';
  plano: { currais: number; kgPrevisto: number; semLeitura: Lista<{ curralCodigo: string; loteCodigo: string }> };
  protocolos: Lista<ProtocoloDoResumo>;
};

export type ResumoGestor = {
  perfil: 'Gestor';
  vendas: Lista<{ loteCodigo: string; motivo: 'MelhorDia' | 'SaidaPrevista'; data: string }>;
  carencias: Lista<{ loteCodigo: string; ate: string }>;
  pesagensAtrasadas: Lista<{ loteCodigo: string; dias: number }>;
  protocolosAtrasados: Lista<ProtocoloDoResumo>;
  estoqueBaixo: Lista<{ racaoNome: string; estoqueKg: number; estoqueMinimoKg: number }>;
  alertasPreco: Lista<{ mensagem: string; criadaEm: string }>;
  hedge: { resultadoTotal: number; anterior: number | null; variacao: number | null } | null;
};

export type Resumo = { data: string } & (ResumoOperador | ResumoGestor);

/** What the digest reads, each from the service that owns the rule (the plan, protocols, projection, withdrawal, hedges). */
export type ResumoFontes = {
  db: Db; tratos: TratoService; protocolos: ProtocoloService; projecoes: ProjecaoService; lotes: LoteService;
  notificacoes: NotificacaoService; hedges: HedgeService;
  /** Days without weighing after which a batch is overdue (PESAGEM_PENDENTE_DIAS, the job's threshold). */
  pesagemDias: number;
};

const lista = <T>(all: T[]): Lista<T> => ({ total: all.length, itens: all.slice(0, ITENS_POR_SECAO) });

const protocoloDoResumo = (p: { loteCodigo: string; produto: string; dataPrevista: string }): ProtocoloDoResumo =>
  ({ loteCodigo: p.loteCodigo, produto: p.produto, dataPrevista: p.dataPrevista });

/** What the users of one tenant share on a day (the plan, the batches, stock, hedges): read once per job run. */
type DoTenant = ResumoOperador | (Omit<ResumoGestor, 'alertasPreco' | 'hedge'> & { hedgeAgora: number | null });
export type CacheDoDia = Map<string, Promise<DoTenant>>;

/**
 * The digest of one user on business day `today`: the Operador's morning, or the managers' week ahead. The tenant's
 * part is read once per tenant and profile in `cache` (a job run's), the user's own (price alerts, hedge change) each time.
 */
export async function lerResumo(f: ResumoFontes, actor: Actor, today: string, previo: { hedge: number | null; desde: Date },
  cache: CacheDoDia = new Map()): Promise<Resumo> {
  const operador = actor.role === Role.Operador;
  const key = `${actor.tenantId}:${operador}`;
  if (!cache.has(key)) cache.set(key, operador ? resumoOperador(f, actor, today) : semanaGestor(f, actor, today));
  const tenant = await cache.get(key)!;
  if (tenant.perfil === 'Operador') return { data: today, ...tenant };
  const { hedgeAgora, ...semana } = tenant;
  const notas = await f.notificacoes.list(actor, 500);
  return {
    data: today, ...semana,
    alertasPreco: lista(notas.filter((n) => n.tipo === 'AlertaPreco' && n.criadaEm > previo.desde)
      .map((n) => ({ mensagem: n.mensagem, criadaEm: n.criadaEm.toISOString() }))),
    hedge: hedgeAgora === null ? null : hedgeDoResumo(hedgeAgora, previo.hedge),
  };
}

async function resumoOperador(f: ResumoFontes, actor: Actor, today: string): Promise<ResumoOperador> {
  const [plano, protocolos] = await Promise.all([f.tratos.plano(actor, today), f.protocolos.pendentes(actor, today, PROTOCOLOS_LIDOS)]);
  return {
    perfil: 'Operador',
    plano: {
      currais: plano.length,
      kgPrevisto: plano.reduce((s, p) => s + p.kgPrevisto, 0),
      semLeitura: lista(plano.filter((p) => p.notaCocho === null).map((p) => ({ curralCodigo: p.curralCodigo, loteCodigo: p.loteCodigo }))),
    },
    protocolos: lista(protocolos.map(protocoloDoResumo)),
  };
}

async function semanaGestor(f: ResumoFontes, actor: Actor, today: string): Promise<DoTenant> {
  const abertos = await f.db.select({ id: lotes.id, codigo: lotes.codigo, dataPrevistaSaida: lotes.dataPrevistaSaida, dias: diasSemPesagem(today) })
    .from(lotes).where(liveForTenant(lotes, actor, eq(lotes.status, 'Aberto'))).orderBy(asc(lotes.codigo));
  const ids = abertos.map((l) => l.id);
  const [projecoes, carencias, protocolos, estoque, hedge] = await Promise.all([
    ids.length ? f.projecoes.byLotes(actor, ids, PROJECAO.diasPadrao, []) /* the best day only: no day rows */ : [],
    ids.length ? f.lotes.carenciaAte(actor, ids) : [],
    f.protocolos.pendentes(actor, addDays(today, -1), PROTOCOLOS_LIDOS),
    f.db.select({ racaoNome: racoes.nome, estoqueKg: racoes.estoqueKg, estoqueMinimoKg: racoes.estoqueMinimoKg }).from(racoes)
      .where(liveForTenant(racoes, actor, abaixoDoMinimo())).orderBy(asc(racoes.nome)),
    f.hedges.resumo(actor),
  ]);
  const limite = addDays(today, JANELA_DIAS);
  const dentro = (d: string | null | undefined): d is string => !!d && d >= today && d <= limite;
  type Venda = ResumoGestor['vendas']['itens'][number];
  // The planned exit is the decision taken; the best sale day is advice for a batch without one in the window.
  const vendas = abertos.flatMap((l, i): Venda[] => {
    const melhor = projecoes[i]?.melhorData;
    if (dentro(l.dataPrevistaSaida)) return [{ loteCodigo: l.codigo, motivo: 'SaidaPrevista', data: l.dataPrevistaSaida }];
    return dentro(melhor) ? [{ loteCodigo: l.codigo, motivo: 'MelhorDia', data: melhor }] : [];
  });
  const temHedge = hedge.posicoesAbertas + hedge.posicoesEncerradas > 0;
  return {
    perfil: 'Gestor',
    vendas: lista(vendas.sort((a, b) => a.data.localeCompare(b.data))),
    carencias: lista(abertos.flatMap((l, i) => (dentro(carencias[i]) ? [{ loteCodigo: l.codigo, ate: carencias[i]! }] : []))),
    pesagensAtrasadas: lista(abertos.filter((l) => Number(l.dias) > f.pesagemDias).map((l) => ({ loteCodigo: l.codigo, dias: Number(l.dias) }))),
    protocolosAtrasados: lista(protocolos.map(protocoloDoResumo)),
    estoqueBaixo: lista(estoque.map((r) => ({ racaoNome: r.racaoNome, estoqueKg: r.estoqueKg, estoqueMinimoKg: r.estoqueMinimoKg ?? 0 }))),
    hedgeAgora: temHedge ? hedge.resultadoTotal : null,
  };
}

const hedgeDoResumo = (agora: number, anterior: number | null) =>
  ({ resultadoTotal: agora, anterior, variacao: anterior === null ? null : Math.round((agora - anterior) * 100) / 100 });

/** The digest before this one (its hedge result, when it went out), or a day ago for a user's first. */
export async function resumoAnterior(db: Db, actor: Actor, today: string, now: Date) {
  const e = resumosEnviados;
  const [row] = await db.select({ hedge: e.hedgeResultado, em: e.enviadoEm }).from(e)
    .where(and(eq(e.tenantId, actor.tenantId), eq(e.userId, actor.userId), sql`${e.data} < ${today}::date`))
    .orderBy(desc(e.data)).limit(1);
  return { hedge: row?.hedge ?? null, desde: row?.em ?? new Date(now.getTime() - 86_400_000) };
}
