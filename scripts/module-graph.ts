import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of src/modules (docs/architecture.md, "Modules and their layers"), checked by
 * test/unit/module-graph.test.ts and printed by `npm run graph`.
 *
 * A module is a directory of src/modules. Its layer is its row in MODULE_LAYERS (bottom first): a module imports
 * only modules of lower rows, so no two modules import each other, directly or around a circle. A batch's child
 * (pesagem) imports the batch (lote), never the other way; what a parent must know of its children (the batch
 * cascade, a pen's open batch, a feed's days of stock) is handed to its service by the composition root (`Under*`
 * types, docs/architecture.md).
 */
export const MODULE_LAYERS: readonly (readonly string[])[] = [
  ['tenant', 'audit', 'health', 'idempotencia', 'market', 'gta'], // the root of ownership; modules that stand alone
  ['user'], // accounts: users, their sessions, tenant administration (a tenant's first Admin)
  ['auth'], // sign-in, tokens, devices
  ['notificacao'],
  ['curral', 'preco-mercado', 'racao'], // what a batch, an alert or a consumption points at
  ['lote', 'alerta-preco'],
  ['pesagem', 'medicamento', 'compra', 'custo', 'consumo-racao', 'dieta', 'dashboard'], // under a batch; read over batches
  ['protocolo', 'estoque'],
  ['animal', 'trato'],
  ['financeiro', 'importacao', 'movimentacao'],
  ['hedge', 'sessao-pesagem'], // sessao-pesagem: weighing sessions over animals, batches and the import path
  ['projecao'],
  ['resumo'], // the daily digest reads the projection, hedges, the plan and protocols
];

export type Edge = { from: string; to: string; files: string[] };
export type Graph = { modules: string[]; edges: Edge[]; fileCircles: string[][] };

const tsFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
  const p = path.join(dir, e.name);
  if (e.isDirectory()) return tsFiles(p);
  return e.name.endsWith('.ts') ? [p] : [];
});

/** Every file of src and the files of src it imports (type-only imports, re-exports and require included). */
export function fileImports(srcDir: string): Map<string, string[]> {
  const files = tsFiles(srcDir);
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    if (!spec.startsWith('.')) return null;
    const base = path.resolve(path.dirname(from), spec);
    return [`${base}.ts`, path.join(base, 'index.ts')].find((c) => known.has(c)) ?? null;
  };
  const imports = new Map<string, string[]>();
  for (const f of files) {
    const found = ts.preProcessFile(readFileSync(f, 'utf8'), true, true).importedFiles;
    imports.set(f, [...new Set(found.map((i) => resolve(f, i.fileName)).filter((x): x is string => x !== null))]);
  }
  return imports;
}

/** The strongly connected components of more than one node (Tarjan): each is an import circle. */
export function circles(graph: Map<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The modules of src/modules and which imports which, with the files behind each arrow. */
export function moduleGraph(srcDir: string): Graph {
  const modulesDir = path.join(srcDir, 'modules');
  const moduleOf = (file: string) => {
    const parts = path.relative(modulesDir, file).split(path.sep);
    return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
  };
  const imports = fileImports(srcDir);
  const edges = new Map<string, Edge>();
  for (const [file, targets] of imports) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const edge = edges.get(`${from} ${to}`) ?? { from, to, files: [] };
      edge.files.push(`${path.relative(srcDir, file)} -> ${path.relative(srcDir, target)}`);
      edges.set(`${from} ${to}`, edge);
    }
  }
  const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const rel = new Map([...imports].map(([f, t]) => [path.relative(srcDir, f), t.map((x) => path.relative(srcDir, x))]));
  return { modules, edges: [...edges.values()], fileCircles: circles(rel) };
}

/** Back-arrows: A -> B where B depends on A (imports it, directly or through other modules). */
export function backArrows(edges: readonly Edge[]): Edge[] {
  const out = new Map<string, string[]>();
  for (const e of edges) out.set(e.from, [...(out.get(e.from) ?? []), e.to]);
  const reaches = (from: string, to: string) => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length > 0) {
      const m = todo.pop()!;
      if (m === to) return true;
      for (const n of out.get(m) ?? []) if (!seen.has(n)) { seen.add(n); todo.push(n); }
    }
    return false;
  };
  return edges.filter((e) => reaches(e.to, e.from));
}

/** Imports that do not point to a lower layer, and modules no layer names (or named twice, or gone). */
export function layerProblems(graph: Graph, layers: readonly (readonly string[])[]): string[] {
  const rank = new Map<string, number>();
  const problems: string[] = [];
  layers.forEach((row, i) => row.forEach((m) => {
    if (rank.has(m)) problems.push(`${m}: named in two layers`);
    rank.set(m, i);
  }));
  for (const m of graph.modules) if (!rank.has(m)) problems.push(`${m}: in no layer of MODULE_LAYERS`);
  for (const m of rank.keys()) if (!graph.modules.includes(m)) problems.push(`${m}: in MODULE_LAYERS but not in src/modules`);
  for (const e of graph.edges) {
    const [a, b] = [rank.get(e.from), rank.get(e.to)];
    if (a !== undefined && b !== undefined && b >= a) problems.push(`${e.from} -> ${e.to} (layer ${a} -> ${b}): ${e.files.join(', ')}`);
  }
  return problems;
}

if (require.main === module) {
  const graph = moduleGraph(path.resolve(__dirname, '..', 'src'));
  const back = backArrows(graph.edges);
  const moduleCircles = circles(new Map(graph.modules.map((m) => [m, graph.edges.filter((e) => e.from === m).map((e) => e.to)])));
  const problems = layerProblems(graph, MODULE_LAYERS);
  for (const e of back) process.stdout.write(`back-arrow ${e.from} -> ${e.to}\n  ${e.files.join('\n  ')}\n`);
  for (const c of moduleCircles) process.stdout.write(`module circle: ${c.join(', ')}\n`);
  for (const c of graph.fileCircles) process.stdout.write(`file circle: ${c.join(', ')}\n`);
  for (const p of problems) process.stdout.write(`against the layers: ${p}\n`);
  process.stdout.write(`${graph.modules.length} modules, ${graph.edges.length} arrows, ${back.length} back-arrows, `
    + `${moduleCircles.length} module circles, ${graph.fileCircles.length} file circles, ${problems.length} against the layers\n`);
  process.exitCode = back.length + moduleCircles.length + graph.fileCircles.length + problems.length > 0 ? 1 : 0;
}
