import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor, WRITERS } from '../../auth/actor';
import { perRequest, type Context } from '../../graphql/context';
import { LoteService, type LoteKpis } from './lote.service';
import { BatchPage, FecharLoteInput, Lote, LoteFiltros, LoteFechamento, LoteInput, LotesArgs } from './lote.types';
import { MaxItems } from '../../graphql/paging';

@Resolver(() => Lote)
export class LoteResolver {
  constructor(private readonly service: LoteService) {}

  @Authorized() @MaxItems(100, 'pageSize') @Query(() => BatchPage)
  lotes(@Args() args: LotesArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized() @Query(() => LoteFiltros, { description: 'Contract 11.4' })
  loteFiltros(@CurrentActor() actor: Actor) {
    return this.service.filtros(actor);
  }

  @Authorized() @Query(() => Lote)
  lote(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, id);
  }

  @Authorized(...WRITERS) @Mutation(() => Lote)
  createLote(@Arg('input') input: LoteInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Lote)
  updateLote(@Arg('id', () => ID) id: string, @Arg('input') input: LoteInput, @CurrentActor() actor: Actor) {
    return this.service.update(actor, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean)
  deleteLote(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, id);
  }

  @Authorized(...WRITERS) @Mutation(() => LoteFechamento)
  fecharLote(@Arg('id', () => ID) id: string, @Arg('input') input: FecharLoteInput, @CurrentActor() actor: Actor) {
    return this.service.fechar(actor, id, input);
  }

  // The detail read already carries its KPIs; list items load theirs in one batched statement when asked.
  @FieldResolver() pesoMedioAtual(@Root() l: Lote, @CurrentActor() actor: Actor, @Ctx() ctx: Context) { return this.kpi(l, 'pesoMedioAtual', actor, ctx); }
  @FieldResolver() gmdMedio(@Root() l: Lote, @CurrentActor() actor: Actor, @Ctx() ctx: Context) { return this.kpi(l, 'gmdMedio', actor, ctx); }
  @FieldResolver() diasConfinamento(@Root() l: Lote, @CurrentActor() actor: Actor, @Ctx() ctx: Context) { return this.kpi(l, 'diasConfinamento', actor, ctx); }
  @FieldResolver() custoTotalRacao(@Root() l: Lote, @CurrentActor() actor: Actor, @Ctx() ctx: Context) { return this.kpi(l, 'custoTotalRacao', actor, ctx); }
  @FieldResolver() custoTotalMedicamentos(@Root() l: Lote, @CurrentActor() actor: Actor, @Ctx() ctx: Context) { return this.kpi(l, 'custoTotalMedicamentos', actor, ctx); }
  @FieldResolver() gmdFinal(@Root() l: Lote, @CurrentActor() actor: Actor, @Ctx() ctx: Context) { return this.kpi(l, 'gmdFinal', actor, ctx); }

  @FieldResolver() carenciaAte(@Root() l: Lote, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, 'lote.carenciaAte', () => new DataLoader((ids: readonly string[]) => this.service.carenciaAte(actor, ids)));
    return loader.load(l.id);
  }

  private async kpi<K extends keyof LoteKpis>(lote: Lote, key: K, actor: Actor, ctx: Context): Promise<LoteKpis[K] | null> {
    const known = (lote as Partial<LoteKpis>)[key];
    if (known !== undefined) return known;
    const loader = perRequest(ctx, 'lote.kpis', () => new DataLoader((ids: readonly string[]) => this.service.kpis(actor, ids)));
    return (await loader.load(lote.id))?.[key] ?? null;
  }
}
