import { Arg, Args, ArgsType, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/actor';
import type { Context } from '../../graphql/context';
import { LimitArgs, MaxItems } from '../../graphql/paging';
import { EstoqueService } from './estoque.service';
import { EntradaRacao, EntradaRacaoInput, MovimentoRacao } from './estoque.types';

@ArgsType()
class MovimentosArgs extends LimitArgs(1000, 100) {}

/** Feed stock (contract 12.5): entries (Admin, Gerente), movements and days of stock (every role). */
@Resolver()
export class EstoqueResolver {
  constructor(private readonly service: EstoqueService) {}

  @Authorized(Role.Admin, Role.Gerente) @Mutation(() => EntradaRacao, { description: 'Adds stock; custoKg becomes the weighted mean' })
  createEntradaRacao(@Arg('racaoId', () => ID) racaoId: string, @Arg('input') input: EntradaRacaoInput, @Ctx() { actor }: Context) {
    return this.service.entrada(actor!, racaoId, input);
  }

  @Authorized() @MaxItems(1000, 'limit') @Query(() => [MovimentoRacao], { description: 'Entries and consumptions, data desc' })
  movimentosRacao(@Arg('racaoId', () => ID) racaoId: string, @Args() { limit }: MovimentosArgs, @Ctx() { actor }: Context) {
    return this.service.movimentos(actor!, racaoId, limit);
  }
}
