import { ProviderUnavailable, type MarketContract, type MarketProvider } from '../market.model';

/** Placeholder for a future paid integration: every call fails as unavailable, health is false. */
export class PaidStubProvider implements MarketProvider {
  readonly id = 'paid_stub' as const;

  mainContract(): string {
    return 'BGI1!';
  }

  async contracts(): Promise<MarketContract[]> {
    throw new ProviderUnavailable(this.id, 'not implemented');
  }

  async quote(): Promise<never> {
    throw new ProviderUnavailable(this.id, 'not implemented');
  }

  async candles(): Promise<never> {
    throw new ProviderUnavailable(this.id, 'not implemented');
  }

  async healthy(): Promise<boolean> {
    return false;
  }
}
