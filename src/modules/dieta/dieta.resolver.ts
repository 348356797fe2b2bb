import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor, WRITERS } from '../../auth/actor';
import { perRequest, type Context } from '../../graphql/context';
import { MaxItems, NestedLoteListArgs, PageArgs } from '../../graphql/paging';
import { Lote } from '../lote/lote.types';
import { DietaService } from './dieta.service';
import { Dieta, DietaInput, MAX_VERSOES, DietaPage, DietaVersao, LoteDieta, LoteDietaInput } from './dieta.types';

@Resolver(() => Dieta)
export class DietaResolver {
  constructor(private readonly service: DietaService) {}

  @Authorized() @MaxItems(100, 'pageSize') @Query(() => DietaPage, { description: 'Order: nome' })
  dietas(@Args() args: PageArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized() @Query(() => Dieta)
  dieta(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, id);
  }

  @Authorized() @MaxItems(MAX_VERSOES) @Query(() => [DietaVersao], { description: `The newest ${MAX_VERSOES} versions, newest first` })
  dietaVersoes(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.versoes(actor, id);
  }

  @Authorized(...WRITERS) @Mutation(() => Dieta)
  createDieta(@Arg('input') input: DietaInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Dieta, { description: 'Creates a new version (versao + 1)' })
  updateDieta(@Arg('id', () => ID) id: string, @Arg('input') input: DietaInput, @CurrentActor() actor: Actor) {
    return this.service.update(actor, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete; not while an open batch follows it' })
  deleteDieta(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, id);
  }

  @Authorized(...WRITERS) @Mutation(() => LoteDieta, { description: 'The batch follows the diet from `desde` on' })
  setLoteDieta(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: LoteDietaInput, @CurrentActor() actor: Actor) {
    return this.service.atribuir(actor, loteId, input);
  }
}

/** Batch.dieta (today's) and Batch.dietas (history): one statement each per request, whatever the number of batches. */
@Resolver(() => Lote)
export class LoteDietaResolver {
  constructor(private readonly service: DietaService) {}

  @FieldResolver(() => LoteDieta, { nullable: true, description: 'The diet the batch follows today' })
  dieta(@Root() lote: Lote, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, 'Batch.dieta', () => new DataLoader(async (ids: readonly string[]) => {
      const rows = await this.service.currentOf(actor, ids);
      const by = new Map(rows.map((r) => [r.loteId, r]));
      return ids.map((id) => by.get(id) ?? null);
    }));
    return loader.load(lote.id);
  }

  @Authorized() @MaxItems(10_000, 'limit')
  @FieldResolver(() => [LoteDieta], { description: 'Diet steps, newest desde first' })
  dietas(@Root() lote: Lote, @Args() { limit }: NestedLoteListArgs, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, `Batch.dietas:${limit}`, () =>
      new DataLoader((ids: readonly string[]) => this.service.historyOf(actor, ids, limit)));
    return loader.load(lote.id);
  }
}
