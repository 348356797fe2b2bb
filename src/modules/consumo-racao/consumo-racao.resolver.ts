import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor, WRITERS } from '../../auth/actor';
import { perRequest, type Context } from '../../graphql/context';
import { LoteListArgs, MAX_POR_LOTE, MaxItems, NestedLoteListArgs } from '../../graphql/paging';
import { Lote } from '../lote/lote.types';
import { ConsumoRacaoService } from './consumo-racao.service';
import { ConsumoRacao, ConsumoRacaoInput } from './consumo-racao.types';

@Resolver(() => ConsumoRacao)
export class ConsumoRacaoResolver {
  constructor(private readonly service: ConsumoRacaoService) {}

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @Query(() => [ConsumoRacao], { description: 'The latest `limit` of the batch, data desc then creation desc' })
  consumosRacao(@Arg('loteId', () => ID) loteId: string, @Args() { limit }: LoteListArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, loteId, limit);
  }

  @Authorized() @Query(() => ConsumoRacao)
  consumoRacao(@Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, loteId, id);
  }

  @Authorized(...WRITERS) @Mutation(() => ConsumoRacao)
  createConsumoRacao(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: ConsumoRacaoInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, loteId, input);
  }

  @Authorized(...WRITERS) @Mutation(() => ConsumoRacao)
  updateConsumoRacao(
    @Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @Arg('input') input: ConsumoRacaoInput,
    @CurrentActor() actor: Actor,
  ) {
    return this.service.update(actor, loteId, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete' })
  deleteConsumoRacao(@Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, loteId, id);
  }
}

/** Batch.consumosRacao: one query per limit for every batch of the request (per-request DataLoader), never one per batch. */
@Resolver(() => Lote)
export class LoteConsumosRacaoResolver {
  constructor(private readonly service: ConsumoRacaoService) {}

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @FieldResolver(() => [ConsumoRacao], { description: 'The latest `limit` feed consumptions, data desc then creation desc' })
  consumosRacao(@Root() lote: Lote, @Args() { limit }: NestedLoteListArgs, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, `Batch.consumosRacao:${limit}`, () =>
      new DataLoader<string, ConsumoRacao[]>((ids) => this.service.byLotes(actor, ids, limit)));
    return loader.load(lote.id);
  }
}
