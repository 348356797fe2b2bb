import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../auth/actor';
import { perRequest, type Context } from '../../graphql/context';
import { LoteService, type LoteKpis } from './lote.service';
import { BatchPage, FecharLoteInput, Lote, LoteFiltros, LoteFechamento, LoteInput, LotesArgs } from './lote.types';
import { MaxItems } from '../../graphql/paging';

const WRITERS = [Role.Admin, Role.Gerente];

@Resolver(() => Lote)
export class LoteResolver {
  constructor(private readonly service: LoteService) {}

  @Authorized() @MaxItems(100, 'pageSize') @Query(() => BatchPage)
  lotes(@Args() args: LotesArgs, @Ctx() { actor }: Context) {
    return this.service.list(actor!, args);
  }

  @Authorized() @Query(() => LoteFiltros, { description: 'Contract 11.4' })
  loteFiltros(@Ctx() { actor }: Context) {
    return this.service.filtros(actor!);
  }

  @Authorized() @Query(() => Lote)
  lote(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.get(actor!, id);
  }

  @Authorized(...WRITERS) @Mutation(() => Lote)
  createLote(@Arg('input') input: LoteInput, @Ctx() { actor }: Context) {
    return this.service.create(actor!, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Lote)
  updateLote(@Arg('id', () => ID) id: string, @Arg('input') input: LoteInput, @Ctx() { actor }: Context) {
    return this.service.update(actor!, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean)
  deleteLote(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.remove(actor!, id);
  }

  @Authorized(...WRITERS) @Mutation(() => LoteFechamento)
  fecharLote(@Arg('id', () => ID) id: string, @Arg('input') input: FecharLoteInput, @Ctx() { actor }: Context) {
    return this.service.fechar(actor!, id, input);
  }

  // The detail read already carries its KPIs; list items load theirs in one batched statement when asked.
  @FieldResolver() pesoMedioAtual(@Root() l: Lote, @Ctx() ctx: Context) { return this.kpi(l, 'pesoMedioAtual', ctx); }
  @FieldResolver() gmdMedio(@Root() l: Lote, @Ctx() ctx: Context) { return this.kpi(l, 'gmdMedio', ctx); }
  @FieldResolver() diasConfinamento(@Root() l: Lote, @Ctx() ctx: Context) { return this.kpi(l, 'diasConfinamento', ctx); }
  @FieldResolver() custoTotalRacao(@Root() l: Lote, @Ctx() ctx: Context) { return this.kpi(l, 'custoTotalRacao', ctx); }
  @FieldResolver() custoTotalMedicamentos(@Root() l: Lote, @Ctx() ctx: Context) { return this.kpi(l, 'custoTotalMedicamentos', ctx); }
  @FieldResolver() gmdFinal(@Root() l: Lote, @Ctx() ctx: Context) { return this.kpi(l, 'gmdFinal', ctx); }

  @FieldResolver() carenciaAte(@Root() l: Lote, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, 'lote.carenciaAte', () => new DataLoader((ids: readonly string[]) => this.service.carenciaAte(ctx.actor!, ids)));
    return loader.load(l.id);
  }

  private async kpi<K extends keyof LoteKpis>(lote: Lote, key: K, ctx: Context): Promise<LoteKpis[K] | null> {
    const known = (lote as Partial<LoteKpis>)[key];
    if (known !== undefined) return known;
    const loader = perRequest(ctx, 'lote.kpis', () => new DataLoader((ids: readonly string[]) => this.service.kpis(ctx.actor!, ids)));
    return (await loader.load(lote.id))?.[key] ?? null;
  }
}
