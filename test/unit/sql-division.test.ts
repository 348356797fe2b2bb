import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Issue: a value stored as 0 and then divided by answered 500 for the whole tenant (division_by_zero). Every division
 * in SQL, in the sql`` templates of src/ and in the functions of the hand-written migrations, divides by a non-zero
 * literal, by `nullif(<divisor>, 0)` (a zero divisor gives null), or by an expression the same statement compares
 * with 0 first (`case when x > 0 then a / x`, `case when x = 0 then 0 else a / x`). The few left are listed with why.
 */
const ROOT = path.resolve(__dirname, '../..');

/** Divisions that are safe for a reason a reader must be told. */
const SAFE_BECAUSE: Record<string, string> = {
  'src/market/arroba.ts: ${kg}': 'KG_POR_ARROBA, the constant 15 kg per arroba',
  'drizzle/0019_lot_economics_triggers.sql: sum(cabecas) OVER (PARTITION BY data)': 'a sum of head counts taken only over rows WHERE cabecas > 0',
  'drizzle/0024_heads_and_child_totals.sql: sum(cabecas) OVER (PARTITION BY data)': 'the same allocation as 0019, redefined: only rows WHERE cabecas > 0',
  'src/modules/projecao/projecao.sql.ts: (e.ultima_data - ant.data)': 'the earlier weighing is chosen with data < e.ultima_data',
  'src/modules/projecao/projecao.sql.ts: n.n': "the live batches linked to the position, counting the row's own live batch",
  'src/modules/projecao/projecao.sql.ts: ${num(PROJECAO.diasMes)}': 'PROJECAO.diasMes, the constant 30 days of a monthly rate',
};

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

/** The text of every sql`` template of a TypeScript file, its interpolations kept as `${source}`. */
function sqlTemplates(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText(source))) {
      const t = node.template;
      out.push(ts.isNoSubstitutionTemplateLiteral(t) ? t.text
        : t.head.text + t.templateSpans.map((s) => `\${${s.expression.getText(source)}}${s.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The bodies of the functions a migration defines (between $$ quotes). */
const functionBodies = (file: string) => [...readFileSync(file, 'utf8').matchAll(/\$\$([\s\S]*?)\$\$/g)].map((m) => m[1]);

/** The expression after a `/` at `i`: a literal, a call or parenthesized group, an interpolation, or a name. */
function divisorAt(text: string, i: number): string {
  let j = i + 1;
  while (/\s/.test(text[j] ?? '')) j++;
  const start = j;
  const close = (open: string, shut: string) => {
    let depth = 0;
    for (; j < text.length; j++) {
      if (text[j] === open) depth++;
      else if (text[j] === shut && --depth === 0) return j + 1;
    }
    return j;
  };
  if (text.startsWith('${', j)) return text.slice(start, close('{', '}'));
  while (/[\w.$"]/.test(text[j] ?? '')) j++;
  if (text[j] === '(') j = close('(', ')');
  if (/^\s*over\s*\(/i.test(text.slice(j))) j = close('(', ')');
  return text.slice(start, j).trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The divisions of one SQL text that are neither by a non-zero literal, nor nullif, nor compared with 0 before. */
function unsafeDivisions(sqlText: string): string[] {
  // Quoted literals and comments hold no division.
  const text = sqlText.replace(/'(?:[^']|'')*'/g, "''").replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '/') continue;
    const divisor = divisorAt(text, i);
    if (/^[0-9]*\.?[0-9]+$/.test(divisor) && Number(divisor) !== 0) continue;
    if (/^nullif\s*\(/i.test(divisor)) continue;
    if (new RegExp(`${escape(divisor)}\\s*(>|<>|!=|=)\\s*0\\b`, 'i').test(text.slice(0, i))) continue;
    found.push(divisor);
  }
  return found;
}

it('every division in SQL is by a non-zero literal, nullif(x, 0) or a divisor compared with 0 first', () => {
  const sources = [
    ...filesUnder(path.join(ROOT, 'src'), '.ts').flatMap((f) => sqlTemplates(f).map((t) => [f, t] as const)),
    ...filesUnder(path.join(ROOT, 'drizzle'), '.sql').flatMap((f) => functionBodies(f).map((t) => [f, t] as const)),
  ];
  expect(sources.length).toBeGreaterThan(150);
  const unsafe = sources.flatMap(([file, text]) => unsafeDivisions(text).map((d) => `${path.relative(ROOT, file)}: ${d}`));
  expect(unsafe.filter((u) => !(u in SAFE_BECAUSE))).toEqual([]);
  expect(Object.keys(SAFE_BECAUSE).filter((k) => !unsafe.includes(k))).toEqual([]);
});

it('the scanner finds what it should', () => {
  expect(unsafeDivisions('select a / b, c / 100, d / nullif(e, 0), f / (g - h)')).toEqual(['b', '(g - h)']);
  expect(unsafeDivisions('case when x > 0 then a / x end, case when y = 0 then 0 else a / y end')).toEqual([]);
  expect(unsafeDivisions("select '1/0', a -- b / c\n / ${days(x, y)}")).toEqual(['${days(x, y)}']);
  expect(unsafeDivisions('round(a / sum(b) over (partition by c), 2), a / 0')).toEqual(['sum(b) over (partition by c)', '0']);
});
