import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { WRITERS, type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { perRequest, type Context } from '../../graphql/context';
import { MAX_POR_LOTE, MaxItems } from '../../graphql/paging';
import { Lote } from '../lote/lote.types';
import { FinanceiroService } from './financeiro.service';
import {
  CategoriaGasto, DesempenhoRaca, FinanceiroSummary, PeriodoArgs, RelatorioFinanceiro, RelatorioVendas, RentabilidadeLote, ResultadoAnimal,
} from './financeiro.types';

// Contract Part II: money outputs are for Admin and Gerente only (the writers).
const MONEY = WRITERS;
// Bound of the rentabilidade list: a tenant's open batches, asked for whole.
const MAX_LOTES = 10_000;
// A batch's animals, as the batch's own lists (MAX_POR_LOTE).
const MAX_ANIMAIS = MAX_POR_LOTE;

@Resolver()
export class FinanceiroResolver {
  constructor(private readonly service: FinanceiroService) {}

  @Authorized(...MONEY) @Query(() => FinanceiroSummary)
  financeiroSummary(@CurrentActor() actor: Actor) {
    return this.service.summary(actor);
  }

  @Authorized(...MONEY) @MaxItems(MAX_LOTES) @Query(() => [RentabilidadeLote], { description: 'Open batches, diasConfinamento desc' })
  rentabilidade(@CurrentActor() actor: Actor) {
    return this.service.rentabilidade(actor);
  }

  @Authorized(...MONEY) @Query(() => RentabilidadeLote, { description: 'One batch, open or closed' })
  rentabilidadeLote(@Arg('loteId', () => ID) loteId: string, @CurrentActor() actor: Actor) {
    return this.service.rentabilidadeLote(actor, loteId);
  }

  @Authorized(...MONEY) @MaxItems(20) @Query(() => [CategoriaGasto], { description: 'Nonzero, valor desc' })
  categoriasGasto(@CurrentActor() actor: Actor) {
    return this.service.categoriasGasto(actor);
  }

  @Authorized(...MONEY) @Query(() => RelatorioVendas, { description: 'Optional de/ate on dataVenda' })
  relatorioVendas(@Args() { de, ate }: PeriodoArgs, @CurrentActor() actor: Actor) {
    return this.service.relatorioVendas(actor, de, ate);
  }

  @Authorized(...MONEY) @MaxItems(MAX_ANIMAIS)
  @Query(() => [ResultadoAnimal], { description: 'Every live animal of the batch, identificacao asc' })
  resultadoAnimais(@Arg('loteId', () => ID) loteId: string, @CurrentActor() actor: Actor) {
    return this.service.resultadoAnimais(actor, loteId);
  }

  @Authorized(...MONEY) @MaxItems(MAX_LOTES) @Query(() => [DesempenhoRaca], { description: 'Batches grouped by raca, raca asc' })
  desempenhoRaca(@CurrentActor() actor: Actor) {
    return this.service.desempenhoRaca(actor);
  }

  @Authorized(...MONEY) @Query(() => RelatorioFinanceiro, { description: 'de/ate on dataEntrada; default 3 months before today .. today' })
  relatorioFinanceiro(@Args() { de, ate }: PeriodoArgs, @CurrentActor() actor: Actor) {
    return this.service.relatorioFinanceiro(actor, de, ate);
  }
}

/** Batch.rentabilidade: one statement for every batch of the result (no N+1). */
@Resolver(() => Lote)
export class FinanceiroLoteResolver {
  constructor(private readonly service: FinanceiroService) {}

  @Authorized(...MONEY) @FieldResolver(() => RentabilidadeLote, { description: 'Contract 10.3 (Admin, Gerente)' })
  rentabilidade(@Root() lote: Lote, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, 'Batch.rentabilidade', () =>
      new DataLoader((ids: readonly string[]) => this.service.byLotes(actor, ids)));
    return loader.load(lote.id);
  }
}
