import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's Dockerfile as data: its stages and their instructions. For the checks that can be made without a
 * Docker engine (test/unit/deploy.test.ts) and for proof R2, which assembles the runtime stage from it and runs its
 * CMD. It reads the forms this Dockerfile uses (exec-form CMD, `ENV K=V ...`, `COPY [--from=stage] src... dest`).
 */
export const ROOT = path.resolve(__dirname, '../..');

export type Instruction = { op: string; args: string };
export type Stage = { name: string; image: string; instructions: Instruction[] };

export function readDockerfile(file = path.join(ROOT, 'Dockerfile')): Stage[] {
  const logical = readFileSync(file, 'utf8').replace(/\\\n/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, op, args] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (!op) throw new Error(`Dockerfile: cannot read "${line}"`);
    if (op.toUpperCase() === 'FROM') {
      const [image, as, name] = args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : String(stages.length), instructions: [] });
    } else {
      if (stages.length === 0) throw new Error('Dockerfile: an instruction before FROM');
      stages.at(-1)!.instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

export type Copy = { from?: string; sources: string[]; dest: string };

export const copies = (stage: Stage): Copy[] => stage.instructions.filter((i) => i.op === 'COPY').map((i) => {
  const words = i.args.split(/\s+/);
  const from = words[0].startsWith('--from=') ? words.shift()!.slice('--from='.length) : undefined;
  const dest = words.pop()!;
  return { from, sources: words, dest };
});

const values = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.args);

/** What the image runs: its environment, command (exec form), working directory, user and stop signal. */
export function productionStart(stages = readDockerfile()) {
  const runtime = stages.at(-1)!;
  const env: Record<string, string> = {};
  for (const args of values(runtime, 'ENV')) {
    for (const pair of args.split(/\s+/)) {
      const [k, ...v] = pair.split('=');
      env[k] = v.join('=');
    }
  }
  const cmd = values(runtime, 'CMD');
  if (cmd.length !== 1) throw new Error('Dockerfile: the runtime stage needs exactly one CMD');
  return {
    runtime, env, command: JSON.parse(cmd[0]) as string[],
    workdir: values(runtime, 'WORKDIR').at(-1), user: values(runtime, 'USER').at(-1), stopSignal: values(runtime, 'STOPSIGNAL').at(-1),
  };
}
