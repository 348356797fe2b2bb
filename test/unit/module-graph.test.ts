import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backArrows, circles, layerProblems, moduleGraph, MODULE_LAYERS, type Edge } from '../../scripts/module-graph';

// docs/architecture.md, "Modules and their layers": the modules of src/modules import down MODULE_LAYERS only.
const src = path.resolve(__dirname, '../../src');

describe('the import graph of src', () => {
  const graph = moduleGraph(src);
  const arrows = (edges: readonly Edge[]) => edges.map((e) => `${e.from} -> ${e.to}: ${e.files.join(', ')}`);

  it('has no back-arrow between modules (A -> B where B depends on A)', () => {
    expect(arrows(backArrows(graph.edges))).toEqual([]);
  });

  it('has no import circle, between modules or between files', () => {
    const byModule = new Map(graph.modules.map((m) => [m, graph.edges.filter((e) => e.from === m).map((e) => e.to)]));
    expect(circles(byModule)).toEqual([]);
    expect(graph.fileCircles).toEqual([]);
  });

  it('has every module in one layer and every import pointing to a lower one', () => {
    expect(graph.modules.length).toBeGreaterThan(20);
    expect(graph.edges.length).toBeGreaterThan(40);
    expect(layerProblems(graph, MODULE_LAYERS)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const edge = (from: string, to: string): Edge => ({ from, to, files: [`modules/${from}/x.ts -> modules/${to}/y.ts`] });

  it('counts a parent importing its child, and the arrows around a longer circle', () => {
    expect(backArrows([edge('pesagem', 'lote'), edge('lote', 'curral')])).toEqual([]);
    expect(backArrows([edge('pesagem', 'lote'), edge('lote', 'pesagem')]).map((e) => e.from)).toEqual(['pesagem', 'lote']);
    const around = [edge('trato', 'dieta'), edge('dieta', 'racao'), edge('racao', 'trato'), edge('trato', 'lote')];
    expect(backArrows(around).map((e) => `${e.from}>${e.to}`)).toEqual(['trato>dieta', 'dieta>racao', 'racao>trato']);
    expect(circles(new Map([['trato', ['dieta', 'lote']], ['dieta', ['racao']], ['racao', ['trato']], ['lote', []]])))
      .toEqual([['dieta', 'racao', 'trato']]);
  });

  it('names an import that does not point down, and a module no layer or two layers name', () => {
    const graph = { modules: ['lote', 'pesagem', 'novo'], edges: [edge('lote', 'pesagem')], fileCircles: [] };
    const problems = layerProblems(graph, [['lote'], ['pesagem', 'lote']]);
    expect(problems).toEqual([
      'lote: named in two layers',
      'novo: in no layer of MODULE_LAYERS',
      expect.stringMatching(/^lote -> pesagem \(layer 1 -> 1\)/),
    ]);
    expect(layerProblems({ ...graph, edges: [edge('lote', 'pesagem')] }, [['lote'], ['pesagem'], ['novo']]))
      .toEqual([expect.stringMatching(/^lote -> pesagem \(layer 0 -> 1\)/)]);
  });

  it('reads every kind of import: type-only, re-export, require, import() and index files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'module-graph-'));
    try {
      const files: Record<string, string> = {
        'modules/a/a.ts': "import type { B } from '../b/b';\nexport { c } from '../c';\n",
        'modules/b/b.ts': "export type B = 1;\nconst d = require('../d/d') as typeof import('../e/e');\n",
        'modules/c/index.ts': 'export const c = 1;\n',
        'modules/d/d.ts': "// import { a } from '../a/a'\nexport const d = import('../a/a');\n",
        'modules/e/e.ts': "import { f } from '../../f';\nexport const e = f;\n",
        'f.ts': "import '../outside';\nexport const f = 1;\n",
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      const graph = moduleGraph(dir);
      expect(graph.modules).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(graph.edges.map((e) => `${e.from}>${e.to}`).sort()).toEqual(['a>b', 'a>c', 'b>d', 'b>e', 'd>a']);
      expect(backArrows(graph.edges).map((e) => `${e.from}>${e.to}`).sort()).toEqual(['a>b', 'b>d', 'd>a']);
      expect(graph.fileCircles).toEqual([['modules/a/a.ts', 'modules/b/b.ts', 'modules/d/d.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
