import type { z } from 'zod';
import { message, type Message } from '../i18n/catalog.js';

const PROBLEM = 'parlorProblem';

/**
 * A table option the host can fix (a value out of range, two options that disagree), said in
 * the host's words: a game's config schema reports it from a refinement, carried in the zod issue.
 */
export function reportProblem(ctx: z.RefinementCtx, problem: Message): void {
  ctx.addIssue({ code: 'custom', message: problem.key, input: undefined, params: { [PROBLEM]: problem } });
}

/**
 * What to tell the host about options a config schema refused: the first problem a schema reported,
 * else "this command is out of date" (a value of the wrong shape comes from an old or forged command).
 */
export function configProblem(error: z.ZodError): Message {
  for (const issue of error.issues) {
    const problem = issue.code === 'custom' ? (issue.params?.[PROBLEM] as Message | undefined) : undefined;
    if (problem) return problem;
  }
  return message('error.unknownCommand');
}

/** The refusal's detail for the log (English, internal names; never shown to users). */
export const configDetail = (error: z.ZodError): string => error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ');
