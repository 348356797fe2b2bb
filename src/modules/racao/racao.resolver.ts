import { Arg, Args, Authorized, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor, WRITERS } from '../../auth/actor';
import { RacaoService } from './racao.service';
import { Racao, RacaoInput, RacaoPage, RacoesArgs } from './racao.types';
import { MaxItems } from '../../graphql/paging';

@Resolver(() => Racao)
export class RacaoResolver {
  constructor(private readonly service: RacaoService) {}

  @Authorized() @MaxItems(100, 'pageSize') @Query(() => RacaoPage, { description: 'Order: dataCompra desc, nome, id' })
  racoes(@Args() args: RacoesArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized() @Query(() => Racao)
  racao(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, id);
  }

  @Authorized(...WRITERS) @Mutation(() => Racao)
  createRacao(@Arg('input') input: RacaoInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Racao)
  updateRacao(@Arg('id', () => ID) id: string, @Arg('input') input: RacaoInput, @CurrentActor() actor: Actor) {
    return this.service.update(actor, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete' })
  deleteRacao(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, id);
  }

  @FieldResolver(() => Boolean, { description: 'estoqueKg below 0' })
  estoqueNegativo(@Root() r: Racao) {
    return r.estoqueKg < 0;
  }
}
