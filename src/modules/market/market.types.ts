import { ArgsType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../graphql/scalars';
import { OptionalText } from '../../validation';

@ObjectType({ simpleResolvers: true })
export class MarketContract {
  @Field(() => ID) id!: string;
  @Field() symbol!: string;
  @Field() contractCode!: string;
  @Field() description!: string;
  @Field(() => DateTimeScalar, { nullable: true }) expirationDate!: Date | null;
  @Field() isActive!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class MarketQuote {
  @Field() symbol!: string;
  @Field() contractCode!: string;
  @Field(() => Float) price!: number;
  @Field(() => Float) openPrice!: number;
  @Field(() => Float) highPrice!: number;
  @Field(() => Float) lowPrice!: number;
  @Field(() => Float) variationPercent!: number;
  @Field(() => Int) volume!: number;
  @Field() source!: string;
  @Field(() => DateTimeScalar) quoteTimestamp!: Date;
}

@ObjectType({ simpleResolvers: true })
export class MarketCandle {
  @Field() symbol!: string;
  @Field() contractCode!: string;
  @Field() timeframe!: string;
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
  @Field(() => Float) close!: number;
  @Field(() => Int) volume!: number;
  @Field() source!: string;
  @Field(() => DateTimeScalar) candleTime!: Date;
}

@ObjectType({ simpleResolvers: true })
export class ProviderHealth {
  @Field() provider!: string;
  @Field() isHealthy!: boolean;
  @Field(() => DateTimeScalar) checkedAt!: Date;
}

@ArgsType()
export class QuoteArgs {
  @Field({ nullable: true, description: 'Required; the provider symbol (BOI, or the ETF ticker)' }) @OptionalText(40) symbol?: string;
  @Field({ nullable: true }) @OptionalText(40) contractCode?: string;
}

@ArgsType()
export class CandlesArgs {
  @Field({ nullable: true }) @OptionalText(40) symbol?: string;
  @Field({ nullable: true }) @OptionalText(40) contractCode?: string;
  @Field({ nullable: true, defaultValue: '1d', description: '1m, 5m, 15m, 30m, 1h, 4h, 1d, 1w or 1M' }) timeframe!: string;
  @Field(() => Int, { nullable: true, defaultValue: 90, description: '>= 1; above 500 is read as 500' }) limit!: number;
}

@ArgsType()
export class QuoteHistoryArgs {
  @Field({ nullable: true }) @OptionalText(40) symbol?: string;
  @Field({ nullable: true }) @OptionalText(40) contractCode?: string;
  @Field(() => Int, { nullable: true, defaultValue: 100, description: '>= 1; above 1000 is read as 1000' }) limit!: number;
}
