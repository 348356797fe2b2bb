import { Arg, Args, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor, WRITERS } from '../../auth/actor';
import { ATUALIZADO_DESDE, CURSOR, LoteListArgs, MAX_POR_LOTE, MaxItems } from '../../graphql/paging';
import { DateTimeScalar } from '../../graphql/scalars';
import { ProtocoloService } from './protocolo.service';
import { Protocolo, ProtocoloDelta, ProtocoloInput, RealizarProtocoloInput } from './protocolo.types';

@Resolver(() => Protocolo)
export class ProtocoloResolver {
  constructor(private readonly service: ProtocoloService) {}

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @Query(() => [Protocolo], { description: 'The first `limit`; order: dataPrevista asc, then produto' })
  protocolos(
    @Arg('loteId', () => ID) loteId: string, @Args() { limit }: LoteListArgs, @CurrentActor() actor: Actor,
    @Arg('atualizadoDesde', () => DateTimeScalar, { nullable: true, description: ATUALIZADO_DESDE }) atualizadoDesde?: Date | null,
  ) {
    return this.service.list(actor, loteId, limit, atualizadoDesde);
  }

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @Query(() => ProtocoloDelta, { description: "A device's delta sync of the batch's protocols: the next `limit` changed, in commit order" })
  protocolosDelta(
    @Arg('loteId', () => ID) loteId: string, @Args() { limit }: LoteListArgs, @CurrentActor() actor: Actor,
    @Arg('cursor', () => String, { nullable: true, description: CURSOR }) cursor?: string | null,
  ) {
    return this.service.delta(actor, loteId, limit, cursor);
  }

  @Authorized() @Query(() => Protocolo)
  protocolo(@Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, loteId, id);
  }

  @Authorized(...WRITERS) @Mutation(() => Protocolo, { description: 'A closed batch: BATCH_CLOSED' })
  createProtocolo(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: ProtocoloInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, loteId, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Protocolo, { description: 'A closed batch: BATCH_CLOSED' })
  updateProtocolo(
    @Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @Arg('input') input: ProtocoloInput, @CurrentActor() actor: Actor,
  ) {
    return this.service.update(actor, loteId, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete. A closed batch: BATCH_CLOSED' })
  deleteProtocolo(@Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, loteId, id);
  }

  @Authorized(Role.Admin, Role.Gerente, Role.Operador)
  @Mutation(() => Protocolo, { description: 'Once: a second time is PROTOCOL_ALREADY_DONE. A closed batch: BATCH_CLOSED' })
  realizarProtocolo(
    @Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @Arg('input') input: RealizarProtocoloInput,
    @CurrentActor() actor: Actor,
  ) {
    return this.service.realizar(actor, loteId, id, input);
  }
}
