// The bunk score's rule of the feeding plan (contract 12.3 and 12.4), as data and one pure function: the API's plan
// (plano.sql.ts builds its CASE from FATOR_NOTA) and the field page (web/src/campo, offline) read this file, so the
// kg a phone shows after a tap is the kg the API plans. No imports: the page's bundle takes it as it is.

/** Each score's meaning and its factor on yesterday's delivery, in hundredths (105 = +5 %). */
export const NOTAS_COCHO = [
  { nota: 0, rotulo: 'Cocho limpo', fator: 105 },
  { nota: 1, rotulo: 'Poucas sobras', fator: 100 },
  { nota: 2, rotulo: 'Algumas sobras', fator: 95 },
  { nota: 3, rotulo: 'Muitas sobras', fator: 90 },
  { nota: 4, rotulo: 'Intocado', fator: 85 },
] as const;

/** "+5 %", "0 %", "-15 %": how a score moves the plan. */
export const ajusteDaNota = (nota: number): string => {
  const d = (NOTAS_COCHO[nota]?.fator ?? 100) - 100;
  return `${d > 0 ? '+' : ''}${d} %`;
};

/**
 * kgPrevisto by the score: yesterday's kg x the score's factor (no reading: x 1), whole kg rounded half up, as
 * PostgreSQL's round(numeric) does. In integers (grams x hundredths), so no float error moves a .5: 1e6 kg (the
 * largest delivery) x 105 is 1.05e11 grams-hundredths, far inside 2^53. Without a delivery yesterday the plan does
 * not depend on the score: `semOntem` (the plan's own kgPrevisto) is kept.
 */
export function kgPeloCocho(kgOntem: number | null, nota: number | null, semOntem: number): number {
  if (kgOntem === null) return semOntem;
  const fator = nota === null ? 100 : NOTAS_COCHO[nota]?.fator ?? 100;
  const gramas = Math.round(kgOntem * 1000);
  return Math.floor((gramas * fator + 50_000) / 100_000);
}
