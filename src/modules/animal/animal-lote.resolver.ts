import DataLoader from 'dataloader';
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { perRequest, type Context } from '../../graphql/context';
import { Lote } from '../lote/lote.types';
import { AnimalService } from './animal.service';
import { Animal } from './animal.types';

/** Batch.animais: one query per request for every batch in the result (no N+1). */
@Resolver(() => Lote)
export class AnimalLoteResolver {
  constructor(private readonly service: AnimalService) {}

  @Authorized() @FieldResolver(() => [Animal], { description: 'Animals of the batch; order: identificacao asc, then id' })
  animais(@Root() lote: Lote, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, 'Batch.animais', () => new DataLoader((ids: readonly string[]) => this.service.byLotes(ctx.actor!, ids)));
    return loader.load(lote.id);
  }
}
