import { execFileSync } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copies, productionStart, readDockerfile, ROOT, type Stage } from '../../helpers/dockerfile';

/**
 * The Dockerfile's runtime stage, assembled without a Docker engine: each of its COPYs is carried out into a
 * directory, from this checkout for the `build` stage (which is the checkout plus `npm run build`: run
 * `ensureBuilt()` first) and for the build context, and from a directory where the other stages' own COPYs and
 * RUNs were carried out (the `deps` stage: `npm ci --omit=dev`). What is not copied there is not in the image:
 * a production start that needed a devDependency, dist/test or the sources would fail in it.
 */
export type Image = { dir: string; env: Record<string, string>; command: string[]; remove(): void };

const workdirOf = (stage: Stage) => stage.instructions.filter((i) => i.op === 'WORKDIR').at(-1)?.args ?? '/';
const inStage = (stage: Stage, p: string) => path.relative(workdirOf(stage), path.resolve(workdirOf(stage), p));

/** Carries out one COPY; from a kept stage's directory the files are hard links (the image never writes to them). */
function copyInto(fromDir: string, sources: string[], destDir: string, dest: string, fromStage?: Stage, link = false) {
  for (const src of sources) {
    const from = path.join(fromDir, fromStage ? inStage(fromStage, src) : src);
    const to = dest.endsWith('/') ? path.join(destDir, dest, path.basename(src)) : path.join(destDir, dest);
    mkdirSync(path.dirname(to), { recursive: true });
    if (link) execFileSync('cp', ['-al', from, to]);
    else cpSync(from, to, { recursive: true });
  }
}

/**
 * Carries out a stage other than `build` in a directory of its own: its COPYs from the context, then its RUNs. A
 * stage built FROM another of the file (`toolchain`: the compiler argon2's install needs) stands here on this
 * machine, which has those tools.
 */
function runStage(stage: Stage, log: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `feedlot-stage-${stage.name}-`));
  for (const i of stage.instructions) {
    if (i.op === 'COPY') {
      const [c] = copies({ ...stage, instructions: [i] });
      if (c.from) throw new Error(`stage ${stage.name}: COPY --from is not carried out here`);
      copyInto(ROOT, c.sources, dir, c.dest);
    } else if (i.op === 'RUN') {
      const started = Date.now();
      execFileSync('sh', ['-c', i.args], { cwd: dir, stdio: 'pipe', timeout: 600_000, env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` } });
      log.push(`${stage.name}: ${i.args} (${Date.now() - started} ms)`);
    }
  }
  return dir;
}

/** What a stage's directory is made of: its instructions, what its COPYs bring from the checkout, and the node running it. */
function stageKey(stage: Stage): string {
  const hash = createHash('sha256').update(process.version).update(JSON.stringify(stage.instructions));
  const add = (file: string, h: Hash): void => {
    if (statSync(file).isDirectory()) for (const e of readdirSync(file).sort()) add(path.join(file, e), h.update(e));
    else h.update(readFileSync(file));
  };
  for (const c of copies(stage)) for (const src of c.sources) add(path.join(ROOT, src), hash.update(src));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A stage other than `build`, kept in the temporary directory under its key: the `deps` stage is a minute of
 * `npm ci --omit=dev` (argon2 built from source), which CI runs beside the suites (`prepareStages`) so that R2, which
 * runs alone, does not. A changed lock file, patch, instruction or node gives another key; older copies are removed.
 */
function keptStage(stage: Stage, log: string[]): string {
  const prefix = `feedlot-stage-${stage.name}-`;
  const dir = path.join(os.tmpdir(), `${prefix}${stageKey(stage)}`);
  if (existsSync(dir)) {
    log.push(`${stage.name}: kept (${dir})`);
    return dir;
  }
  for (const e of readdirSync(os.tmpdir())) if (e.startsWith(prefix) && /^[0-9a-f]{16}$/.test(e.slice(prefix.length))) rmSync(path.join(os.tmpdir(), e), { recursive: true, force: true });
  const made = runStage(stage, log);
  try {
    renameSync(made, dir);
  } catch (e) {
    // Another run kept the same stage meanwhile: the same inputs, so its copy serves.
    rmSync(made, { recursive: true, force: true });
    if (!existsSync(dir)) throw e;
  }
  return dir;
}

/** Carries out the stages the runtime stage copies from (other than `build`), so that `assembleImage` finds them kept. */
export function prepareStages(): string[] {
  const stages = readDockerfile();
  const log: string[] = [];
  for (const from of new Set(copies(productionStart(stages).runtime).map((c) => c.from).filter((f) => f && f !== 'build'))) {
    const stage = stages.find((s) => s.name === from);
    if (!stage) throw new Error(`COPY --from=${from}: no such stage`);
    keptStage(stage, log);
  }
  return log;
}

export function assembleImage(): Image & { log: string[] } {
  const stages = readDockerfile();
  const start = productionStart(stages);
  const build = stages.find((s) => s.name === 'build');
  if (build?.instructions.filter((i) => i.op === 'RUN').at(-1)?.args !== 'npm run build') {
    throw new Error('the build stage must end with `npm run build` (this checkout built by ensureBuilt stands for it)');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'feedlot-image-'));
  const log: string[] = [];
  for (const c of copies(start.runtime)) {
    if (!c.from) {
      copyInto(ROOT, c.sources, dir, c.dest);
    } else if (c.from === 'build') {
      copyInto(ROOT, c.sources, dir, c.dest, build);
    } else {
      const stage = stages.find((s) => s.name === c.from);
      if (!stage) throw new Error(`COPY --from=${c.from}: no such stage`);
      copyInto(keptStage(stage, log), c.sources, dir, c.dest, stage, true);
    }
  }
  return { dir, env: start.env, command: start.command, log, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// `npx tsx test/proofs/helpers/production.ts`: keeps the stages ahead of R2 (.ci/run does this beside the suites).
if (require.main === module) console.log(prepareStages().join('\n'));
