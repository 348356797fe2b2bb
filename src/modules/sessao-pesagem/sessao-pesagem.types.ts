import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ValidateIf } from '../../class-validator';
import { MaxItems, PageArgs, PageType } from '../../graphql/paging';
import { DateScalar, DateTimeScalar } from '../../graphql/scalars';
import { Bool, MAX_PESO_KG, OneOf, OptionalText, Range, Uuid } from '../../validation';
import { EID_MESSAGE, OptionalEid } from '../animal/eid';
import { SITUACOES } from './pesar';

/** Readings of one session: a 10,000-line file (contract 11.2's bound), or a device's stream. */
export const MAX_LEITURAS = 10_000;
/**
 * Batches a session's summary lists (by code): a chute session covers a few pens, and the bound keeps the session's
 * answer (its readings and its batches) within GraphQL's default cost, as every REST document must be (contract 6).
 */
export const MAX_LOTES_SESSAO = 1000;

export enum SituacaoLeitura {
  registrada = 'registrada', pendente = 'pendente', invalida = 'invalida', sem_trava = 'sem_trava', data_futura = 'data_futura',
  fora_da_faixa = 'fora_da_faixa', sem_identificacao = 'sem_identificacao', duplicada = 'duplicada', eid_desconhecido = 'eid_desconhecido',
  animal_inativo = 'animal_inativo', lote_fechado = 'lote_fechado', data_anterior_entrada = 'data_anterior_entrada', ja_registrada = 'ja_registrada',
}
registerEnumType(SituacaoLeitura, { name: 'WeighingReadingStatus', description: SITUACOES.join(', ') });

@ObjectType('WeighingSessionReading', { simpleResolvers: true, description: 'A reading of a weighing session and what became of it' })
export class LeituraSessao {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'line of the file, or order of arrival on a device' }) linha!: number;
  @Field(() => String, { nullable: true, description: '15 digits' }) eid!: string | null;
  @Field(() => String, { nullable: true }) vid!: string | null;
  @Field(() => Float, { nullable: true, description: 'kg (pounds converted)' }) pesoKg!: number | null;
  @Field(() => DateScalar, { nullable: true }) data!: string | null;
  @Field(() => String, { nullable: true }) hora!: string | null;
  @Field({ description: 'the indicator locked the weight' }) travada!: boolean;
  @Field(() => SituacaoLeitura) situacao!: SituacaoLeitura;
  @Field(() => String, { nullable: true, description: 'why it was not weighed' }) motivo!: string | null;
  @Field(() => ID, { nullable: true }) animalId!: string | null;
  @Field(() => ID, { nullable: true }) loteId!: string | null;
  @Field(() => ID, { nullable: true, description: 'the animal weighing created (contract 11.3)' }) pesagemAnimalId!: string | null;
  @Field(() => Float, { nullable: true, description: 'kg/day since the animal\'s previous weighing (or its entry)' }) gmd!: number | null;
}

@ObjectType('WeighingSessionBatch', { simpleResolvers: true, description: 'A batch weighed in the session: the mean and count of its readings weighed' })
export class LoteSessao {
  @Field(() => ID) loteId!: string;
  @Field() loteCodigo!: string;
  @Field(() => Int) quantidade!: number;
  @Field(() => Float, { description: 'kg per head' }) pesoMedio!: number;
}

/** What a session and its line in the list both say. */
@ObjectType({ simpleResolvers: true })
abstract class SessaoCampos {
  @Field(() => ID) id!: string;
  @Field({ description: 'arquivo (an indicator file) or dispositivo (readings sent one at a time)' }) origem!: string;
  @Field(() => String, { nullable: true, description: 'the indicator layout read' }) formato!: string | null;
  @Field(() => String, { nullable: true }) nomeArquivo!: string | null;
  @Field({ description: 'Aberta or Fechada' }) status!: string;
  @Field(() => String, { nullable: true }) observacao!: string | null;
  @Field(() => DateTimeScalar) criadaEm!: Date;
  @Field(() => DateTimeScalar, { nullable: true }) fechadaEm!: Date | null;
  @Field(() => Int) lidas!: number;
  @Field(() => Int) registradas!: number;
}

@ObjectType('WeighingSession', { simpleResolvers: true })
export class SessaoPesagem extends SessaoCampos {
  @Field({ description: 'true when the file was imported before: nothing was added' }) reimportada!: boolean;
  @Field(() => [LoteSessao], { description: 'the first 1,000 batches by code' }) @MaxItems(MAX_LOTES_SESSAO) lotes!: LoteSessao[];
  @Field(() => [LeituraSessao], { description: 'in line order' }) @MaxItems(MAX_LEITURAS) leituras!: LeituraSessao[];
}

@ObjectType('WeighingSessionSummary', { simpleResolvers: true, description: 'A weighing session in the list: its counts, without its readings' })
export class SessaoPesagemResumo extends SessaoCampos {
  @Field(() => Int, { description: 'readings of an EID no animal had, waiting to be linked (POST /api/sessoes-pesagem/{id}/vinculos)' })
  desconhecidas!: number;
}

@ObjectType({ simpleResolvers: true })
export class WeighingSessionPage extends PageType(SessaoPesagemResumo, 'WeighingSessionPage') {}

export enum OrigemSessao { arquivo = 'arquivo', dispositivo = 'dispositivo' }
registerEnumType(OrigemSessao, { name: 'WeighingSessionOrigin', description: 'arquivo (an indicator file), dispositivo (a device\'s readings)' });
export enum StatusSessao { Aberta = 'Aberta', Fechada = 'Fechada' }
registerEnumType(StatusSessao, { name: 'WeighingSessionStatus' });

@ArgsType()
export class SessoesPesagemArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'sessions that weighed an animal of this batch' })
  @ValidateIf((_o, v) => v !== undefined && v !== null) @Uuid()
  loteId?: string | null;

  @Field(() => OrigemSessao, { nullable: true }) origem?: OrigemSessao | null;
  @Field(() => StatusSessao, { nullable: true }) status?: StatusSessao | null;
  @Field(() => DateScalar, { nullable: true, description: 'opened or imported on or after this day (APP_TIMEZONE)' }) de?: string | null;
  @Field(() => DateScalar, { nullable: true, description: 'opened or imported on or before this day (APP_TIMEZONE)' }) ate?: string | null;
}

@ObjectType('SortingListItem', { simpleResolvers: true, description: 'An animal far from its batch mean in the session (apartacao)' })
export class ApartacaoItem {
  @Field(() => ID) animalId!: string;
  @Field() identificacao!: string;
  @Field(() => String, { nullable: true }) eid!: string | null;
  @Field() loteCodigo!: string;
  @Field(() => Float, { description: 'kg' }) pesoKg!: number;
  @Field(() => Float, { description: 'the batch mean in the session, kg' }) pesoMedioLote!: number;
  @Field(() => Float, { description: 'percent from the mean, negative below' }) desvioPercentual!: number;
  @Field({ description: 'abaixo or acima' }) grupo!: string;
}

@ArgsType()
export class ApartacaoArgs {
  @Field(() => Float, { defaultValue: 10, description: 'animals more than this percent below or above their batch mean (0 to 100)' })
  @Range(0, 100, { scale: 2 }) percentual!: number;
}

@InputType('OpenWeighingSessionInput')
export class AbrirSessaoInput {
  @Field(() => String, { nullable: true }) @OptionalText(1000) observacao?: string | null;
}

@InputType('WeighingReadingInput', { description: 'One reading of a device: an EID or a VID, the weight and whether it was locked' })
export class LeituraInput {
  @Field(() => String, { nullable: true, description: EID_MESSAGE }) @OptionalEid() eid?: string | null;
  @Field(() => String, { nullable: true, description: 'visual id: the animal identificacao' }) @OptionalText(50) vid?: string | null;
  @Field(() => Float) @Range(0, MAX_PESO_KG, { exclusiveMin: true, scale: 3 }) peso!: number;
  @Field(() => String, { nullable: true, defaultValue: 'KG', description: 'KG or LB' }) @ValidateIf((_o, v) => v != null) @OneOf(['KG', 'LB']) unidade?: string | null;
  @Field(() => Boolean, { nullable: true, defaultValue: true, description: 'false: the scale never settled (recorded, not weighed)' })
  @ValidateIf((_o, v) => v != null) @Bool() travada?: boolean | null;

  @Field(() => DateScalar, { nullable: true, description: 'default: today' }) data?: string | null;
  @Field(() => String, { nullable: true, description: 'hh:mm' }) @OptionalText(8) hora?: string | null;
}

@InputType('LinkReadingInput')
export class VincularInput {
  @Field(() => ID, { description: 'a reading of the session whose EID no animal had' }) @Uuid() leituraId!: string;
  @Field(() => ID, { description: 'a live animal without an EID: it takes the reading\'s EID and the weighing' }) @Uuid() animalId!: string;
}
