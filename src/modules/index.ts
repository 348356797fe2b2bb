import { addResolversToSchema } from '@graphql-tools/schema';
import { extendSchema, parse, type GraphQLSchema } from 'graphql';
import { buildSchemaSync, type ResolverData } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import type { RateLimits } from '../auth/rate-limit';
import { CountRateLimit } from '../graphql/needs';
import { unitStep } from '../db/unit-of-work';
import type { AppPubSub } from '../graphql/pubsub';
import { DateTimeScalar } from '../graphql/scalars';
import { validateArgument } from '../validation';
import { healthResolvers, healthTypeDefs } from './health/health.schema';
import type { HealthService } from './health/health.service';
import type { AuditService } from './audit/audit.service';
import type { AuthService } from './auth/auth.service';
import type { AlertaPrecoService } from './alerta-preco/alerta-preco.service';
import type { AnimalService } from './animal/animal.service';
import type { ConsumoRacaoService } from './consumo-racao/consumo-racao.service';
import type { DashboardService } from './dashboard/dashboard.service';
import type { LoteService } from './lote/lote.service';
import type { MarketService } from './market/market.service';
import type { MedicamentoService } from './medicamento/medicamento.service';
import type { NotificacaoService } from './notificacao/notificacao.service';
import type { PesagemService } from './pesagem/pesagem.service';
import type { PrecoMercadoService } from './preco-mercado/preco-mercado.service';
import type { RacaoService } from './racao/racao.service';
import type { TenantService } from './user/tenant.service';
import type { UserService } from './user/user.service';
import type { CompraService } from './compra/compra.service';
import type { CustoService } from './custo/custo.service';
import type { FinanceiroService } from './financeiro/financeiro.service';
import type { AnimalPesagemService } from './animal/animal-pesagem.service';
import type { ImportacaoService } from './importacao/importacao.service';
import type { ProtocoloService } from './protocolo/protocolo.service';
import { AnimalPesagemResolver } from './animal/animal-pesagem.resolver';
import { ImportacaoResolver } from './importacao/importacao.resolver';
import type { SessaoPesagemService } from './sessao-pesagem/sessao-pesagem.service';
import { SessaoPesagemResolver } from './sessao-pesagem/sessao-pesagem.resolver';
import { ProtocoloResolver } from './protocolo/protocolo.resolver';
import type { CurralService } from './curral/curral.service';
import type { DietaService } from './dieta/dieta.service';
import type { EstoqueService } from './estoque/estoque.service';
import type { LeituraService } from './trato/leitura.service';
import type { TratoService } from './trato/trato.service';
import { CurralResolver } from './curral/curral.resolver';
import { DietaResolver, LoteDietaResolver } from './dieta/dieta.resolver';
import { EstoqueResolver } from './estoque/estoque.resolver';
import { LoteLeiturasResolver, TratoResolver } from './trato/trato.resolver';
import { AnimalLoteResolver } from './animal/animal-lote.resolver';
import { AnimalResolver } from './animal/animal.resolver';
import { MedicamentoLoteResolver } from './medicamento/medicamento-lote.resolver';
import { MedicamentoResolver } from './medicamento/medicamento.resolver';
import { AuditResolver } from './audit/audit.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { LoteResolver } from './lote/lote.resolver';
import { LotePesagensResolver, PesagemResolver } from './pesagem/pesagem.resolver';
import { TenantResolver } from './user/tenant.resolver';
import { UserResolver } from './user/user.resolver';
import { RacaoResolver } from './racao/racao.resolver';
import { ConsumoRacaoResolver, LoteConsumosRacaoResolver } from './consumo-racao/consumo-racao.resolver';
import { AlertaPrecoResolver } from './alerta-preco/alerta-preco.resolver';
import { MarketResolver } from './market/market.resolver';
import { NotificacaoResolver } from './notificacao/notificacao.resolver';
import { PrecoMercadoResolver } from './preco-mercado/preco-mercado.resolver';
import { DashboardResolver } from './dashboard/dashboard.resolver';
import { CompraResolver } from './compra/compra.resolver';
import { CustoResolver } from './custo/custo.resolver';
import { EficienciaResolver } from './trato/eficiencia.resolver';
import type { EficienciaService } from './trato/eficiencia.service';
import { FinanceiroLoteResolver, FinanceiroResolver } from './financeiro/financeiro.resolver';
import type { HedgeService } from './hedge/hedge.service';
import { HedgeFinanceiroResolver, HedgeResolver } from './hedge/hedge.resolver';
import type { MargemTravadaService } from './projecao/margem-travada.service';
import { MargemTravadaHedgeLoteResolver, MargemTravadaLoteResolver, MargemTravadaResolver } from './projecao/margem-travada.resolver';
import type { ProjecaoService } from './projecao/projecao.service';
import type { MovimentacaoService } from './movimentacao/movimentacao.service';
import { MovimentacaoResolver } from './movimentacao/movimentacao.resolver';
import { ProjecaoLoteResolver, ProjecaoResolver } from './projecao/projecao.resolver';
import { ResumoResolver } from './resumo/resumo.resolver';
import type { ResumoService } from './resumo/resumo.service';

/** The services resolvers are built from (constructed once in app.ts). */
export type Services = {
  auth: AuthService; users: UserService; tenants: TenantService; audit: AuditService;
  lotes: LoteService; pesagens: PesagemService; animais: AnimalService; medicamentos: MedicamentoService;
  racoes: RacaoService; consumos: ConsumoRacaoService;
  market: MarketService; precos: PrecoMercadoService; alertas: AlertaPrecoService; notificacoes: NotificacaoService;
  dashboard: DashboardService;
  compras: CompraService; custos: CustoService; financeiro: FinanceiroService; movimentacoes: MovimentacaoService;
  pesagensAnimais: AnimalPesagemService; protocolos: ProtocoloService; importacao: ImportacaoService; sessoesPesagem: SessaoPesagemService;
  currais: CurralService; dietas: DietaService; leituras: LeituraService; tratos: TratoService; estoque: EstoqueService;
  eficiencia: EficienciaService; projecoes: ProjecaoService; hedges: HedgeService; margensTravadas: MargemTravadaService;
  resumos: ResumoService;
};

type Registration<T extends object = object> = { cls: new (...args: never[]) => T; make(s: Services): T };
const register = <T extends object>(cls: new (...args: never[]) => T, make: (s: Services) => T): Registration => ({ cls, make });

/**
 * Every TypeGraphQL resolver and how to build it: the one list that both the schema (the classes) and the
 * container (the instances) come from. A new resolver is one row here.
 */
const REGISTRY: readonly Registration[] = [
  register(AuthResolver, (s) => new AuthResolver(s.auth)),
  register(UserResolver, (s) => new UserResolver(s.users)),
  register(TenantResolver, (s) => new TenantResolver(s.tenants)),
  register(AuditResolver, (s) => new AuditResolver(s.audit)),
  register(AnimalLoteResolver, (s) => new AnimalLoteResolver(s.animais)),
  register(AnimalResolver, (s) => new AnimalResolver(s.animais)),
  register(MedicamentoLoteResolver, (s) => new MedicamentoLoteResolver(s.medicamentos)),
  register(MedicamentoResolver, (s) => new MedicamentoResolver(s.medicamentos)),
  register(LoteResolver, (s) => new LoteResolver(s.lotes)),
  register(PesagemResolver, (s) => new PesagemResolver(s.pesagens)),
  register(LotePesagensResolver, (s) => new LotePesagensResolver(s.pesagens)),
  register(RacaoResolver, (s) => new RacaoResolver(s.racoes)),
  register(ConsumoRacaoResolver, (s) => new ConsumoRacaoResolver(s.consumos)),
  register(LoteConsumosRacaoResolver, (s) => new LoteConsumosRacaoResolver(s.consumos)),
  register(MarketResolver, (s) => new MarketResolver(s.market)),
  register(PrecoMercadoResolver, (s) => new PrecoMercadoResolver(s.precos)),
  register(AlertaPrecoResolver, (s) => new AlertaPrecoResolver(s.alertas)),
  register(NotificacaoResolver, (s) => new NotificacaoResolver(s.notificacoes)),
  register(DashboardResolver, (s) => new DashboardResolver(s.dashboard)),
  register(CompraResolver, (s) => new CompraResolver(s.compras)),
  register(CustoResolver, (s) => new CustoResolver(s.custos)),
  register(MovimentacaoResolver, (s) => new MovimentacaoResolver(s.movimentacoes)),
  register(FinanceiroResolver, (s) => new FinanceiroResolver(s.financeiro)),
  register(FinanceiroLoteResolver, (s) => new FinanceiroLoteResolver(s.financeiro)),
  register(AnimalPesagemResolver, (s) => new AnimalPesagemResolver(s.pesagensAnimais)),
  register(ProtocoloResolver, (s) => new ProtocoloResolver(s.protocolos)),
  register(ImportacaoResolver, (s) => new ImportacaoResolver(s.importacao)),
  register(SessaoPesagemResolver, (s) => new SessaoPesagemResolver(s.sessoesPesagem)),
  register(CurralResolver, (s) => new CurralResolver(s.currais)),
  register(DietaResolver, (s) => new DietaResolver(s.dietas)),
  register(LoteDietaResolver, (s) => new LoteDietaResolver(s.dietas)),
  register(TratoResolver, (s) => new TratoResolver(s.tratos, s.leituras)),
  register(LoteLeiturasResolver, (s) => new LoteLeiturasResolver(s.leituras)),
  register(EstoqueResolver, (s) => new EstoqueResolver(s.estoque)),
  register(EficienciaResolver, (s) => new EficienciaResolver(s.eficiencia)),
  register(ProjecaoResolver, (s) => new ProjecaoResolver(s.projecoes)),
  register(ResumoResolver, (s) => new ResumoResolver(s.resumos)),
  register(ProjecaoLoteResolver, (s) => new ProjecaoLoteResolver(s.projecoes)),
  register(HedgeResolver, (s) => new HedgeResolver(s.hedges)),
  register(HedgeFinanceiroResolver, (s) => new HedgeFinanceiroResolver(s.hedges)),
  register(MargemTravadaResolver, (s) => new MargemTravadaResolver(s.margensTravadas)),
  register(MargemTravadaLoteResolver, (s) => new MargemTravadaLoteResolver(s.margensTravadas)),
  register(MargemTravadaHedgeLoteResolver, (s) => new MargemTravadaHedgeLoteResolver(s.margensTravadas)),
];

/** Every resolver class, for buildSchema. */
const RESOLVERS: readonly Function[] = REGISTRY.map((r) => r.cls);

/** One instance of every resolver class, keyed by class: TypeGraphQL's container. */
export const resolverInstances = (services: Services): Map<Function, object> => new Map(REGISTRY.map((r) => [r.cls, r.make(services)]));

export type SchemaDeps = {
  resolvers: Map<Function, object>;
  /** Counted by the fields that declare a per-IP limit (`@Needs({ rateLimit })`). */
  rateLimits?: RateLimits;
  pubSub: AppPubSub;
  health: HealthService;
};

/** Builds the one schema of the process: TypeGraphQL resolvers plus the SDL-defined health fields. */
export function buildAppSchema(deps: SchemaDeps): GraphQLSchema {
  // An empty map builds the schema only (SDL emission, unit tests); otherwise every class needs its instance.
  const missing = deps.resolvers.size === 0 ? [] : RESOLVERS.filter((cls) => !deps.resolvers.has(cls)).map((cls) => cls.name);
  if (missing.length > 0) throw new Error(`Resolvers without an instance: ${missing.join(', ')}`);
  if (deps.resolvers.size > 0 && !deps.rateLimits) throw new Error('The schema counts per-IP limits: rateLimits is required');
  const countRateLimit = deps.rateLimits && new CountRateLimit(deps.rateLimits);
  const typeGraphQL = buildSchemaSync({
    resolvers: [...RESOLVERS] as unknown as [Function, ...Function[]],
    container: { get: (cls: Function, _data: ResolverData) => (cls === CountRateLimit ? countRateLimit : deps.resolvers.get(cls)) },
    authChecker,
    authMode: 'error',
    validateFn: validateArgument,
    pubSub: deps.pubSub,
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    // Its check runs an introspection query over the schema; the extended schema is validated anyway, once, by
    // graphql's first `validate` (the REST routes' compilation at boot, or the first request).
    skipCheck: true,
  });
  // The SDL-defined health fields extend the TypeGraphQL schema in place of a merge: mergeSchemas printed, re-parsed
  // and rebuilt the whole schema, 200 ms of every start (about a fifth of a test app's).
  const schema = addResolversToSchema({
    schema: extendSchema(typeGraphQL, parse(healthTypeDefs)), resolvers: healthResolvers(deps.health), updateResolversInPlace: true,
  });
  // Each root field of a mutation is a step of the request's unit of work (src/db/unit-of-work.ts). Wrapped here, on
  // the mutation's fields alone: as a TypeGraphQL global middleware it ran, in an async dispatch of its own, around
  // every root field and every field resolver of every query too (each item of a list), which reads paid for
  // (docs/performance.md, "The unit of work's three misses").
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve;
    if (resolve) field.resolve = (root, args, context, info) => unitStep(async () => resolve(root, args, context, info));
  }
  return schema;
}
