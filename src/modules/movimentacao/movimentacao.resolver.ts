import { Arg, Args, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { WRITERS, type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { MaxItems } from '../../graphql/paging';
import { GtaInput } from '../gta/gta.types';
import { MovimentacaoService } from './movimentacao.service';
import {
  MAX_MOVIMENTACOES, Movimentacao, MovimentacoesArgs, MovimentacoesGtaArgs, SaidaGta, SaidaGtaChaveInput, SaidaGtaInput, VendaGta,
} from './movimentacao.types';

// The movements come from the purchases, which are read by Admin and Gerente only (contract Part II).
const MONEY = WRITERS;

@Resolver()
export class MovimentacaoResolver {
  constructor(private readonly service: MovimentacaoService) {}

  @Authorized(...MONEY) @MaxItems(MAX_MOVIMENTACOES)
  @Query(() => [Movimentacao], { description: 'Entries and exits of cattle with their GTA, filterable by it; data desc, the most recent 10000' })
  movimentacoes(@Args() args: MovimentacoesGtaArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized(...MONEY) @MaxItems(MAX_MOVIMENTACOES)
  @Query(() => [Movimentacao], { description: 'Entries and exits without a GTA (missing documents); data desc, the most recent 10000' })
  documentosPendentes(@Args() args: MovimentacoesArgs, @CurrentActor() actor: Actor) {
    return this.service.pendentes(actor, args);
  }

  @Authorized(...MONEY)
  @Mutation(() => VendaGta, { description: 'The GTA of a sold animal\'s exit (set or corrected); not sold: INVALID_STATE' })
  registerGtaVenda(@Arg('id', () => ID) id: string, @Arg('input') input: GtaInput, @CurrentActor() actor: Actor) {
    return this.service.registerGtaVenda(actor, id, input);
  }

  @Authorized(...MONEY)
  @Mutation(() => SaidaGta, { description: 'The GTA of a batch\'s sales of one day that have none; none to write: INVALID_STATE' })
  registerGtaSaida(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: SaidaGtaInput, @CurrentActor() actor: Actor) {
    return this.service.registerGtaSaida(actor, loteId, input);
  }

  @Authorized(...MONEY)
  @Mutation(() => Boolean, { description: 'Removes a sold animal\'s GTA (the sale is a missing document again); no GTA: NOT_FOUND' })
  removeGtaVenda(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.removeGtaVenda(actor, id);
  }

  @Authorized(...MONEY)
  @Mutation(() => SaidaGta, { description: 'Removes a GTA from a batch\'s sales (what it was written on); none with it: NOT_FOUND' })
  removeGtaSaida(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: SaidaGtaChaveInput, @CurrentActor() actor: Actor) {
    return this.service.removeGtaSaida(actor, loteId, input);
  }
}
