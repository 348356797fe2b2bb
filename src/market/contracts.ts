import { lastTradingDay } from './b3-calendar';
import type { MarketContract } from './market.model';

// B3 month codes: F G H J K M N Q U V X Z = January..December.
const MONTH_CODES = 'FGHJKMNQUVXZ';
export const CONTINUOUS_SUFFIX = '1!';

/** Arrobas of one B3 live cattle futures contract (BGI). */
export const ARROBAS_POR_CONTRATO = 330;

/**
 * `BGIV26` -> 2026-10-30, its last trading day: B3's boi gordo contract trades until the last session of its month
 * (weekends and B3 holidays excluded: BGIZ26 -> 2026-12-30); `BGI1!` (continuous) -> null; anything else -> undefined.
 */
export function expirationOf(contractCode: string, root = 'BGI'): Date | null | undefined {
  if (contractCode === `${root}${CONTINUOUS_SUFFIX}`) return null;
  const m = new RegExp(`^${root}([${MONTH_CODES}])(\\d{2})$`).exec(contractCode);
  if (!m) return undefined;
  return lastTradingDay(2000 + Number(m[2]), MONTH_CODES.indexOf(m[1]));
}

/** The next `count` monthly contract codes after the month of `from`. */
export function nextMonthlyCodes(from: Date, count: number, root = 'BGI'): string[] {
  const out: string[] = [];
  for (let i = 1; i <= count; i++) {
    const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
    out.push(`${root}${MONTH_CODES[d.getUTCMonth()]}${String(d.getUTCFullYear() % 100).padStart(2, '0')}`);
  }
  return out;
}

/** Contract metadata of a BGI code, or null when the code is not one. */
export function bgiContract(contractCode: string, symbol = 'BOI'): MarketContract | null {
  const exp = expirationOf(contractCode);
  if (exp === undefined) return null;
  return {
    symbol,
    contractCode,
    description: exp === null ? 'Boi gordo - contrato continuo (vencimento mais proximo)' : `Boi gordo - vencimento ${exp.toISOString().slice(0, 7)}`,
    expirationDate: exp,
    isActive: true,
  };
}

/** Continuous contract first, then by expiration date (contract 1.4). */
export function sortContracts(list: MarketContract[]): MarketContract[] {
  return [...list].sort((a, b) => {
    if (a.expirationDate === null) return b.expirationDate === null ? a.contractCode.localeCompare(b.contractCode) : -1;
    if (b.expirationDate === null) return 1;
    return a.expirationDate.getTime() - b.expirationDate.getTime() || a.contractCode.localeCompare(b.contractCode);
  });
}
