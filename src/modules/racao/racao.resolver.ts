import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../auth/actor';
import type { Context } from '../../graphql/context';
import { RacaoService } from './racao.service';
import { Racao, RacaoInput, RacaoPage, RacoesArgs } from './racao.types';
import { MaxItems } from '../../graphql/paging';

const WRITERS = [Role.Admin, Role.Gerente];

@Resolver(() => Racao)
export class RacaoResolver {
  constructor(private readonly service: RacaoService) {}

  @Authorized() @MaxItems(100, 'pageSize') @Query(() => RacaoPage, { description: 'Order: dataCompra desc, nome, id' })
  racoes(@Args() args: RacoesArgs, @Ctx() { actor }: Context) {
    return this.service.list(actor!, args);
  }

  @Authorized() @Query(() => Racao)
  racao(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.get(actor!, id);
  }

  @Authorized(...WRITERS) @Mutation(() => Racao)
  createRacao(@Arg('input') input: RacaoInput, @Ctx() { actor }: Context) {
    return this.service.create(actor!, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Racao)
  updateRacao(@Arg('id', () => ID) id: string, @Arg('input') input: RacaoInput, @Ctx() { actor }: Context) {
    return this.service.update(actor!, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete' })
  deleteRacao(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.remove(actor!, id);
  }

  @FieldResolver(() => Boolean, { description: 'estoqueKg below 0' })
  estoqueNegativo(@Root() r: Racao) {
    return r.estoqueKg < 0;
  }
}
