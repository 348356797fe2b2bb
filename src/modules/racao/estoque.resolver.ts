import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../auth/actor';
import { perRequest, type Context } from '../../graphql/context';
import { LimitArgs, MaxItems } from '../../graphql/paging';
import { ArgsType } from 'type-graphql';
import { EstoqueService } from './estoque.service';
import { EntradaRacao, EntradaRacaoInput, MovimentoRacao } from './estoque.types';
import { Racao } from './racao.types';

@ArgsType()
class MovimentosArgs extends LimitArgs(1000, 100) {}

/** Feed stock (contract 12.5): entries (Admin, Gerente), movements and days of stock (every role). */
@Resolver(() => Racao)
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

  @FieldResolver(() => Float, { nullable: true, description: 'estoqueKg / mean daily consumption of the last 7 days; null without consumption' })
  diasEstoque(@Root() r: Racao, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, 'Feed.diasEstoque', () => new DataLoader((ids: readonly string[]) => this.service.diasEstoque(ctx.actor!, ids)));
    return loader.load(r.id);
  }
}
