import { Arg, Args, Authorized, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Topic, type QuoteEvent } from '../../graphql/pubsub';
import { MarketService, MAX_CANDLES, MAX_CONTRACTS, MAX_HISTORY } from './market.service';
import { CandlesArgs, MarketCandle, MarketContract, MarketQuote, ProviderHealth, QuoteArgs, QuoteHistoryArgs } from './market.types';
import { Needs } from '../../graphql/needs';
import { MaxItems } from '../../graphql/paging';

@Resolver()
export class MarketResolver {
  constructor(private readonly market: MarketService) {}

  @Authorized() @Needs({ errors: ['PROVIDER_UNAVAILABLE'] }) @MaxItems(MAX_CONTRACTS) @Query(() => [MarketContract], { description: "The active provider's contracts, continuous first" })
  marketContracts() {
    return this.market.contracts();
  }

  @Authorized() @Needs({ errors: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] }) @Query(() => MarketQuote)
  marketQuote(@Args() args: QuoteArgs) {
    return this.market.quote(args);
  }

  @Authorized() @Needs({ errors: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] }) @MaxItems(MAX_CANDLES, 'limit') @Query(() => [MarketCandle], { description: 'Oldest first; the most recent `limit` candles' })
  marketCandles(@Args() args: CandlesArgs) {
    return this.market.candles(args);
  }

  @Authorized() @Needs({ errors: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] }) @MaxItems(MAX_HISTORY, 'limit') @Query(() => [MarketQuote], { description: 'Stored quotes, most recent first' })
  marketQuoteHistory(@Args() args: QuoteHistoryArgs) {
    return this.market.history(args);
  }

  @Authorized() @Query(() => ProviderHealth)
  marketProviderHealth() {
    return this.market.providerHealth();
  }

  @Authorized()
  @Subscription(() => MarketQuote, {
    topics: Topic.QuoteUpdated,
    description: 'New quotes stored by ingestion; market data is global, so no tenant filter applies',
    filter: ({ payload, args }: { payload: QuoteEvent; args: { contractCode?: string | null } }) =>
      !args.contractCode || payload.contractCode === args.contractCode,
  })
  quoteUpdated(@Root() event: QuoteEvent, @Arg('contractCode', () => String, { nullable: true }) _contractCode?: string) {
    return event.quote ?? this.market.storedQuote(event.quoteId);
  }
}
