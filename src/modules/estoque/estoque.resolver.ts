import { Arg, Args, ArgsType, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { WRITERS, type Actor } from '../../auth/actor';
import { LimitArgs, MaxItems } from '../../graphql/paging';
import { EstoqueService } from './estoque.service';
import { EntradaRacao, EntradaRacaoInput, MovimentoRacao } from './estoque.types';

@ArgsType()
class MovimentosArgs extends LimitArgs(1000, 100) {}

/** Feed stock (contract 12.5): entries (Admin, Gerente), movements and days of stock (every role). */
@Resolver()
export class EstoqueResolver {
  constructor(private readonly service: EstoqueService) {}

  @Authorized(...WRITERS) @Mutation(() => EntradaRacao, { description: 'Adds stock; custoKg becomes the weighted mean' })
  createEntradaRacao(@Arg('racaoId', () => ID) racaoId: string, @Arg('input') input: EntradaRacaoInput, @CurrentActor() actor: Actor) {
    return this.service.entrada(actor, racaoId, input);
  }

  @Authorized() @MaxItems(1000, 'limit') @Query(() => [MovimentoRacao], { description: 'Entries and consumptions, data desc' })
  movimentosRacao(@Arg('racaoId', () => ID) racaoId: string, @Args() { limit }: MovimentosArgs, @CurrentActor() actor: Actor) {
    return this.service.movimentos(actor, racaoId, limit);
  }
}
