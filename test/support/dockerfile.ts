import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Instruction =
  | { op: 'FROM'; image: string; as?: string }
  | { op: 'WORKDIR'; path: string }
  | { op: 'COPY'; from?: string; sources: string[]; dest: string }
  | { op: 'RUN'; command: string }
  | { op: 'ENV'; name: string; value: string }
  | { op: 'USER'; user: string }
  | { op: 'CMD'; argv: string[] }
  | { op: 'EXPOSE' | 'STOPSIGNAL'; value: string };

/** The instructions of a Dockerfile (the subset Parlor's uses; anything else is refused, so it cannot slip by untested). */
export function parseDockerfile(text: string): Instruction[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return lines.map((line): Instruction => {
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    switch (op) {
      case 'FROM': {
        const [image, as, name] = rest;
        return { op, image: image!, ...(as?.toUpperCase() === 'AS' ? { as: name! } : {}) };
      }
      case 'WORKDIR':
        return { op, path: args };
      case 'COPY': {
        const from = rest[0]?.startsWith('--from=') ? rest.shift()!.slice('--from='.length) : undefined;
        const dest = rest.pop()!;
        return { op, sources: rest, dest, ...(from ? { from } : {}) };
      }
      case 'RUN':
        return { op, command: args };
      case 'ENV': {
        const [name, value] = args.split('=');
        return { op, name: name!, value: value ?? '' };
      }
      case 'USER':
        return { op, user: args };
      case 'CMD':
        return { op, argv: JSON.parse(args) as string[] };
      case 'EXPOSE':
      case 'STOPSIGNAL':
        return { op, value: args };
      default:
        throw new Error(`Dockerfile: the test's runner does not know ${op}`);
    }
  });
}

export interface Stage {
  image: string;
  name?: string;
  /** The stage's WORKDIR on this machine. */
  dir: string;
  env: Record<string, string>;
  user?: string;
  cmd?: string[];
  /** Each RUN with how long it took. */
  runs: Array<{ command: string; ms: number }>;
}

/**
 * Runs a Dockerfile's stages on this machine, without a container engine: each stage's WORKDIR is
 * a fresh temporary directory, COPY copies from `context` (or an earlier stage), RUN runs in a shell
 * there with the stage's ENV. The base image is this machine's Node, which must be the same major.
 */
export async function buildStages(dockerfile: string, context: string, baseEnv: NodeJS.ProcessEnv): Promise<Stage[]> {
  const stages: Stage[] = [];
  let stage: Stage | null = null;
  let workdir = '/';
  for (const step of parseDockerfile(readFileSync(dockerfile, 'utf8'))) {
    if (step.op === 'FROM') {
      stage = { image: step.image, dir: mkdtempSync(join(tmpdir(), 'parlor-image-')), env: {}, runs: [], ...(step.as ? { name: step.as } : {}) };
      stages.push(stage);
      workdir = '/';
      continue;
    }
    if (!stage) throw new Error('Dockerfile: an instruction before FROM');
    const here = (path: string) => (path.startsWith('/') ? join(stage!.dir, path === workdir ? '.' : path.slice(workdir.length)) : resolve(stage!.dir, path));
    switch (step.op) {
      case 'WORKDIR':
        workdir = step.path;
        break;
      case 'COPY': {
        const fromDir = step.from ? stages.find((s) => s.name === step.from)?.dir : context;
        if (!fromDir) throw new Error(`Dockerfile: no stage ${step.from}`);
        for (const source of step.sources) {
          const from = step.from ? join(fromDir, source.slice(workdir.length)) : join(fromDir, source);
          const into = step.dest.endsWith('/') ? join(here(step.dest), basename(source)) : here(step.dest);
          cpSync(from, into, { recursive: statSync(from).isDirectory() });
        }
        break;
      }
      case 'RUN': {
        const started = Date.now();
        await run('sh', ['-c', step.command], { cwd: stage.dir, env: { ...baseEnv, ...stage.env }, maxBuffer: 64 * 1024 * 1024 });
        stage.runs.push({ command: step.command, ms: Date.now() - started });
        break;
      }
      case 'ENV':
        stage.env[step.name] = step.value;
        break;
      case 'USER':
        stage.user = step.user;
        break;
      case 'CMD':
        stage.cmd = step.argv;
        break;
      default:
        break;
    }
  }
  return stages;
}
