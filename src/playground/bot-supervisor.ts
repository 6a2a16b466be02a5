import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TSX = import.meta.resolve('tsx');
const BOT_ENTRY = fileURLToPath(new URL('../index.ts', import.meta.url));
const REGISTER_ENTRY = fileURLToPath(new URL('../register.ts', import.meta.url));

export interface BotTarget {
  token: string;
  apiUrl: string;
  applicationId: string;
  guildId: string;
}

/**
 * Runs the real bot (`src/index.ts`, as `npm start` does with a token) against the stand-in,
 * after registering its commands there with `src/register.ts`, as a developer would. Each start
 * reads the source afresh, so a restart picks up every change.
 */
export class BotSupervisor {
  private bot: ChildProcess | null = null;
  private stopping = false;

  constructor(
    private readonly target: BotTarget,
    private readonly say: (line: string) => void,
    /** Called when the bot stops by itself (a crash, a bad setting), with its exit code. */
    private readonly onStopped: (code: number | null) => void,
  ) {}

  start(): void {
    this.stopping = false;
    // A person reads the playground's terminal: log lines as text unless LOG_FORMAT says otherwise, and
    // after the page's address only what went wrong (warnings and errors) unless LOG_LEVEL asks for more.
    const env = {
      ...process.env,
      LOG_FORMAT: process.env.LOG_FORMAT || 'pretty',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      PLAYGROUND: '1',
      DISCORD_TOKEN: this.target.token,
      DISCORD_API_URL: this.target.apiUrl,
    };
    void this.register(env);
    const bot = spawn(process.execPath, ['--import', TSX, BOT_ENTRY], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    this.bot = bot;
    bot.once('exit', (code) => {
      if (this.bot === bot) this.bot = null;
      if (!this.stopping) this.onStopped(code);
    });
  }

  async stop(): Promise<void> {
    const bot = this.bot;
    if (!bot || bot.exitCode !== null) return;
    this.stopping = true;
    const exited = new Promise<void>((resolve) => bot.once('exit', () => resolve()));
    bot.kill('SIGTERM');
    const hard = setTimeout(() => bot.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(hard);
  }

  async restart(): Promise<void> {
    await this.stop();
    this.start();
  }

  /** `npm run register` for the playground's server; its output is shown only when it fails. */
  private async register(env: NodeJS.ProcessEnv): Promise<void> {
    const child = spawn(process.execPath, ['--import', TSX, REGISTER_ENTRY], {
      env: { ...env, DISCORD_APPLICATION_ID: this.target.applicationId, DISCORD_DEV_GUILD_ID: this.target.guildId },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) this.say(`playground: registering the commands failed: ${output.trim()}`);
  }
}
