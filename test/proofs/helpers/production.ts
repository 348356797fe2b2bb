import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
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

/** Carries out one COPY; from a stage's own directory (thrown away next) the files are moved, not copied. */
function copyInto(fromDir: string, sources: string[], destDir: string, dest: string, fromStage?: Stage, move = false) {
  for (const src of sources) {
    const from = path.join(fromDir, fromStage ? inStage(fromStage, src) : src);
    const to = dest.endsWith('/') ? path.join(destDir, dest, path.basename(src)) : path.join(destDir, dest);
    mkdirSync(path.dirname(to), { recursive: true });
    if (move) renameSync(from, to);
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

export function assembleImage(): Image & { log: string[] } {
  const stages = readDockerfile();
  const start = productionStart(stages);
  const build = stages.find((s) => s.name === 'build');
  if (build?.instructions.filter((i) => i.op === 'RUN').at(-1)?.args !== 'npm run build') {
    throw new Error('the build stage must end with `npm run build` (this checkout built by ensureBuilt stands for it)');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'feedlot-image-'));
  const stageDirs: string[] = [];
  const log: string[] = [];
  for (const c of copies(start.runtime)) {
    if (!c.from) {
      copyInto(ROOT, c.sources, dir, c.dest);
    } else if (c.from === 'build') {
      copyInto(ROOT, c.sources, dir, c.dest, build);
    } else {
      const stage = stages.find((s) => s.name === c.from);
      if (!stage) throw new Error(`COPY --from=${c.from}: no such stage`);
      const stageDir = runStage(stage, log);
      stageDirs.push(stageDir);
      copyInto(stageDir, c.sources, dir, c.dest, stage, true);
    }
  }
  for (const d of stageDirs) rmSync(d, { recursive: true, force: true });
  return { dir, env: start.env, command: start.command, log, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
