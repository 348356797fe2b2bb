import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MaxItems } from '../../graphql/paging';

@ObjectType({ simpleResolvers: true })
export class NearClosingLot {
  @Field(() => ID) loteId!: string;
  @Field() codigo!: string;
  @Field(() => Int) diasConfinamento!: number;
  @Field(() => Float) pesoMedioAtual!: number;
}

@ObjectType({ simpleResolvers: true })
export class DashboardSummary {
  @Field(() => Int) totalLotesAtivos!: number;
  @Field(() => Int) totalLotesFechados!: number;
  @Field(() => Int) totalAnimaisAtivos!: number;
  @Field(() => Int) totalAnimaisVendidos!: number;
  @Field(() => Int) totalAnimaisMortos!: number;
  @Field(() => Float) pesoMedioAtual!: number;
  @Field(() => Float) gmdMedioGeral!: number;
  @Field(() => Float) custoTotalRacao!: number;
  @Field(() => Float) custoTotalMedicamentos!: number;
  @Field(() => Float) receitaTotalVendas!: number;
  @Field(() => Float) precoArrobaAtual!: number;
  @Field(() => [NearClosingLot]) @MaxItems(10) lotesProximosFechamento!: NearClosingLot[];
  @Field(() => Int) alertasNaoLidos!: number;
}
