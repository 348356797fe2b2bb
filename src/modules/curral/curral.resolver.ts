import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../auth/actor';
import { perRequest, type Context } from '../../graphql/context';
import { MaxItems, PageArgs } from '../../graphql/paging';
import { CurralService } from './curral.service';
import { Curral, CurralInput, CurralLote, CurralPage } from './curral.types';

const WRITERS = [Role.Admin, Role.Gerente];

@Resolver(() => Curral)
export class CurralResolver {
  constructor(private readonly service: CurralService) {}

  @Authorized() @MaxItems(100, 'pageSize') @Query(() => CurralPage, { description: 'Order: codigo' })
  currais(@Args() args: PageArgs, @Ctx() { actor }: Context) {
    return this.service.list(actor!, args);
  }

  @Authorized() @Query(() => Curral)
  curral(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.get(actor!, id);
  }

  @Authorized(...WRITERS) @Mutation(() => Curral)
  createCurral(@Arg('input') input: CurralInput, @Ctx() { actor }: Context) {
    return this.service.create(actor!, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Curral)
  updateCurral(@Arg('id', () => ID) id: string, @Arg('input') input: CurralInput, @Ctx() { actor }: Context) {
    return this.service.update(actor!, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete; not while it holds an open batch' })
  deleteCurral(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.remove(actor!, id);
  }

  @FieldResolver(() => CurralLote, { nullable: true, description: 'The open batch in the pen, or null' })
  lote(@Root() curral: Curral, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, 'Pen.lote', () => new DataLoader((ids: readonly string[]) => this.service.lotesAbertos(ctx.actor!, ids)));
    return loader.load(curral.id);
  }
}
