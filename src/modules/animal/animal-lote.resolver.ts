import DataLoader from 'dataloader';
import { Args, Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { perRequest, type Context } from '../../graphql/context';
import { MAX_POR_LOTE, MaxItems, NestedLoteListArgs } from '../../graphql/paging';
import { Lote } from '../lote/lote.types';
import { AnimalService } from './animal.service';
import { Animal } from './animal.types';

/** Batch.animais: one query per request and limit for every batch in the result (no N+1). */
@Resolver(() => Lote)
export class AnimalLoteResolver {
  constructor(private readonly service: AnimalService) {}

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @FieldResolver(() => [Animal], { description: 'The first `limit` animals of the batch; order: identificacao asc, then id' })
  animais(@Root() lote: Lote, @Args() { limit }: NestedLoteListArgs, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, `Batch.animais:${limit}`, () =>
      new DataLoader((ids: readonly string[]) => this.service.byLotes(actor, ids, limit)));
    return loader.load(lote.id);
  }
}
