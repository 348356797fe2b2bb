import type { Clock } from '../../clock';
import { ProviderUnavailable, type MarketProvider, type ProviderId } from '../market.model';
import { EtfProvider } from './etf.provider';
import { MockProvider } from './mock.provider';
import { PaidStubProvider } from './paid-stub.provider';
import { PrimaryProvider } from './primary.provider';

export type MarketSettings = {
  provider: ProviderId;
  fallback: ProviderId | 'none' | undefined;
  activeContracts: string[];
  primaryUrl: string;
  etfUrl: string | undefined;
  etfToken: string | undefined;
  etfTicker: string;
  timeoutMs: number;
};

/** Builds one provider by id; switching provider is configuration only. */
export function makeProvider(id: ProviderId, s: MarketSettings, clock: Clock): MarketProvider {
  switch (id) {
    case 'primary': return new PrimaryProvider({ baseUrl: s.primaryUrl, timeoutMs: s.timeoutMs, activeContracts: s.activeContracts.length ? s.activeContracts : ['BGI1!'] });
    case 'etf': return new EtfProvider({ baseUrl: s.etfUrl ?? 'http://127.0.0.1:3002', token: s.etfToken, ticker: s.etfTicker, timeoutMs: s.timeoutMs });
    case 'paid_stub': return new PaidStubProvider();
    case 'mock': return new MockProvider(clock);
  }
}

export type Providers = { active: MarketProvider; fallback: MarketProvider | null };

/** The active provider and its fallback (default: etf behind primary, none otherwise). */
export function createProviders(s: MarketSettings, clock: Clock): Providers {
  const fallbackId = s.fallback === undefined ? (s.provider === 'primary' ? 'etf' : 'none') : s.fallback;
  return {
    active: makeProvider(s.provider, s, clock),
    fallback: fallbackId === 'none' || fallbackId === s.provider ? null : makeProvider(fallbackId, s, clock),
  };
}

/**
 * Runs a call on the active provider and, when it is unavailable, the same call on the fallback's
 * main contract. The result's `source` names whichever provider produced it.
 */
export async function withFallback<T>(p: Providers, call: (provider: MarketProvider, contractCode: string) => Promise<T>, contractCode: string): Promise<T> {
  try {
    return await call(p.active, contractCode);
  } catch (e) {
    if (!(e instanceof ProviderUnavailable) || !p.fallback) throw e;
    return call(p.fallback, p.fallback.mainContract());
  }
}
