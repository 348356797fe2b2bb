import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import { buildSchema, lexicographicSortSchema, parse, printSchema } from 'graphql';
import { parse as parseYaml } from 'yaml';

/**
 * `npm run codegen`: the typed REST documents, from codegen.yml, with @graphql-codegen/core and the three plugins.
 * The codegen CLI did the same through ~150 packages (loaders for URLs, git, GitHub, Prisma...) that warn on Node 20;
 * this reads the one shape codegen.yml has here (a schema file, a `dir/*.graphql` glob, outputs with plugins and
 * config) and refuses any other. Same output, byte for byte (`npm run check:generated`).
 */
type Output = { plugins: string[]; config?: Record<string, unknown> };
type CodegenYml = { schema: string; documents: string; generates: Record<string, Output> };

const ROOT = path.resolve(__dirname, '../..');
const PLUGINS: Record<string, unknown> = {
  typescript: require('@graphql-codegen/typescript'),
  'typescript-operations': require('@graphql-codegen/typescript-operations'),
  'typed-document-node': require('@graphql-codegen/typed-document-node'),
};

function readConfig(): CodegenYml {
  const yml = parseYaml(readFileSync(path.join(ROOT, 'codegen.yml'), 'utf8')) as CodegenYml;
  if (typeof yml.schema !== 'string' || typeof yml.documents !== 'string' || !/^[^*]+\/\*\.graphql$/.test(yml.documents)) {
    throw new Error('codegen.yml: expected `schema: <file>` and `documents: <dir>/*.graphql`');
  }
  for (const [file, out] of Object.entries(yml.generates)) {
    const unknown = out.plugins.filter((p) => !(p in PLUGINS));
    if (unknown.length > 0) throw new Error(`codegen.yml: ${file}: unknown plugin(s) ${unknown.join(', ')}`);
  }
  return yml;
}

/** The documents as the CLI loaded them: every file of the glob, in path order, each with its absolute location. */
function documents(glob: string) {
  const dir = path.join(ROOT, path.dirname(glob));
  return readdirSync(dir).filter((f) => f.endsWith('.graphql')).sort().map((f) => {
    const location = path.join(dir, f);
    return { location, document: parse(readFileSync(location, 'utf8')) };
  });
}

async function main() {
  const yml = readConfig();
  // The CLI sorts the schema before generating (its `sort: true` default); the order of the generated types follows it.
  const schema = lexicographicSortSchema(buildSchema(readFileSync(path.join(ROOT, yml.schema), 'utf8')));
  const docs = documents(yml.documents);
  for (const [file, out] of Object.entries(yml.generates)) {
    const content = await codegen({
      filename: file,
      schema: parse(printSchema(schema)),
      schemaAst: schema,
      documents: docs,
      config: out.config ?? {},
      plugins: out.plugins.map((name) => ({ [name]: {} })),
      pluginMap: PLUGINS as never,
    });
    // An unchanged file keeps its time, so a build of this tree stays current (scripts/dist-fresh.js).
    const target = path.join(ROOT, file);
    if (!existsSync(target) || readFileSync(target, 'utf8') !== content) writeFileSync(target, content);
  }
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
