import { describe, expect, it } from 'vitest';
import type { Interaction } from 'discord.js';
import { translate } from '../../src/i18n/catalog.js';
import {
  FORGET_NO,
  FORGET_YES,
  HANDS_FILE_ID,
  VERBS,
  encodeBoardPageId,
  encodeControlId,
  encodeFormId,
  fairId,
  formRetryIdOf,
  gameLogId,
  recordDetailsId,
  type Verb,
} from '../../src/ids/custom-id.js';
import { FAMILIES, claim, type Offer } from '../../src/interactions/families.js';
import type { Routed } from '../../src/interactions/family.js';
import { createInteractionHandler } from '../../src/interactions/router.js';
import type { HandlerDeps } from '../../src/interactions/deps.js';
import { GAMES } from '../support/games.js';
import { slashCommands } from '../../src/commands/index.js';

const CH = '300000000000000991';
const GUILD = '400000000000000991';
const SESSION = 'abcd1234';

/** How an id reaches Parlor: a button or a select, a form sent from a message's button, or a form opened by a command. */
type Kind = 'button' | 'select' | 'form-from-message' | 'form';
const KINDS: readonly Kind[] = ['button', 'select', 'form-from-message', 'form'];
const CLICKS: readonly Kind[] = ['button', 'select', 'form-from-message'];

let sequence = 0;
/** An interaction of `kind` carrying `customId`, recording what the bot answered. */
function interactionOf(kind: Kind, customId: string) {
  const answers: Array<{ kind: string; content?: string }> = [];
  const interaction = {
    id: `13000000000000${String(++sequence).padStart(5, '0')}`,
    customId,
    channelId: CH,
    guildId: GUILD,
    locale: 'en-US',
    type: kind.startsWith('form') ? 5 : 3,
    user: { id: '100000000000000001', username: 'ann', globalName: 'Ann', bot: false },
    member: null,
    memberPermissions: null,
    message: kind === 'form' ? null : { id: '700000000000000001', flags: { has: () => false }, embeds: [] },
    isRepliable: () => true,
    isChatInputCommand: () => false,
    isButton: () => kind === 'button',
    isStringSelectMenu: () => kind === 'select',
    isMessageComponent: () => kind === 'button' || kind === 'select',
    isModalSubmit: () => kind === 'form' || kind === 'form-from-message',
    isFromMessage: () => kind === 'form-from-message',
    reply: async (options: { content?: string }) => (answers.push({ kind: 'reply', ...options }), { resource: { message: { id: 'm1' } } }),
    update: async (options: { content?: string }) => void answers.push({ kind: 'update', ...options }),
  };
  return { interaction: interaction as unknown as Routed, answers };
}

const control = (verb: Verb, args: string[] = []) => encodeControlId({ sessionId: SESSION, version: 7, verb, args });
const formId = encodeFormId({ game: 'holdem', turnSeconds: 60, language: null, computers: 2, awayComputer: true });

/** Real ids, as the views make them, with the family that must answer each and the kinds of interaction they come on. */
const OWNED: Array<[id: string, family: string, kinds: readonly Kind[]]> = [
  [control('g', ['fold']), 'game', CLICKS],
  [control('g', ['raise', 'x2']), 'game', CLICKS],
  [control('panel'), 'panel', CLICKS],
  ...(['join', 'leave', 'start', 'cancel', 'cpu-add', 'cpu-drop'] as const).map((verb): [string, string, readonly Kind[]] => [control(verb), 'lobby', CLICKS]),
  [control('again'), 'again', CLICKS],
  [control('help'), 'help', CLICKS],
  [control('quit'), 'help', CLICKS],
  [encodeBoardPageId({ game: 'pirate', period: 'week', page: 2 }), 'board-page', CLICKS],
  [HANDS_FILE_ID, 'history', CLICKS],
  [gameLogId(SESSION), 'history', CLICKS],
  [fairId(SESSION), 'history', CLICKS],
  [recordDetailsId(SESSION, 12), 'history', CLICKS],
  [FORGET_YES, 'forget', CLICKS],
  [FORGET_NO, 'forget', CLICKS],
  [formId, 'setup-form', ['form', 'form-from-message']],
  [encodeFormId({ game: 'bobing', turnSeconds: null, language: 'ko', computers: 0 }), 'setup-form', ['form', 'form-from-message']],
  [formRetryIdOf(formId), 'form-retry', ['button']],
];

const claimants = (interaction: Routed, families: readonly Offer[] = FAMILIES) =>
  families.filter((family) => family.claim(interaction, GAMES) !== null).map((f) => f.name);

describe('custom-id families', () => {
  it.each(OWNED)('%s is claimed by %s alone, and only on the interactions it comes on', (id, family, kinds) => {
    for (const kind of KINDS) expect([kind, claimants(interactionOf(kind, id).interaction)]).toEqual([kind, kinds.includes(kind) ? [family] : []]);
  });

  it('every table-control verb belongs to exactly one family, and every family claims some real id', () => {
    for (const verb of VERBS)
      expect([verb, claimants(interactionOf('button', control(verb, verb === 'g' ? ['fold'] : [])).interaction).length]).toEqual([verb, 1]);
    expect(new Set(OWNED.map(([, family]) => family))).toEqual(new Set(FAMILIES.map((f) => f.name)));
  });

  it('the order of the families decides nothing: reversed or rotated, every id goes to the same family', () => {
    const orders = [[...FAMILIES].reverse(), ...FAMILIES.map((_, n) => [...FAMILIES.slice(n), ...FAMILIES.slice(0, n)])];
    for (const [id, family, kinds] of OWNED)
      for (const kind of kinds)
        for (const order of orders) expect([id, kind, claim(interactionOf(kind, id).interaction, GAMES, order)?.family]).toEqual([id, kind, family]);
  });

  it('only a setup form asks for a public placeholder when its answer is slow', () => {
    expect(claim(interactionOf('form', formId).interaction, GAMES)?.answersInPublic).toBe(true);
    for (const [id, family, kinds] of OWNED)
      if (family !== 'setup-form') expect(claim(interactionOf(kinds[0]!, id).interaction, GAMES)?.answersInPublic).toBe(false);
  });
});

/** The router with what an unclaimed id and the forget answer need: a log and metrics that record, stats that forget. */
function router() {
  const warnings: Array<{ fields: Record<string, unknown>; message: string }> = [];
  const outcomes: string[] = [];
  const forgotten: string[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => void warnings.push({ fields, message }),
    info: () => undefined,
    debug: () => undefined,
    error: () => undefined,
  };
  const deps = {
    games: GAMES,
    log,
    metrics: { interaction: (_kind: string, outcome: string) => void outcomes.push(outcome) },
    stats: { forget: async (_guild: string, user: string) => void forgotten.push(user) },
  } as unknown as HandlerDeps;
  const handle = createInteractionHandler(deps, slashCommands(GAMES));
  return { handle: (interaction: Routed) => handle(interaction as unknown as Interaction), warnings, outcomes, forgotten };
}

describe('the router', () => {
  const UNCLAIMED: Array<[Kind, string]> = [
    ['button', 'p1:zz:7:join'],
    ['button', 'p1:abcd1234:7:dance'],
    ['button', 'p1:lb:chess:week:1'],
    ['button', 'h1:hands:more'],
    ['button', 's1:forget:maybe'],
    ['select', 'x'.repeat(150)],
    ['button', formId],
    ['form', formRetryIdOf(formId)],
    ['form', control('g', ['raise'])],
    ['button', ''],
  ];

  it.each(UNCLAIMED)('answers a %s with the unclaimed id %j as an unknown button, and logs it', async (kind, id) => {
    const { handle, warnings, outcomes } = router();
    const { interaction, answers } = interactionOf(kind, id);
    await handle(interaction);
    expect(answers).toEqual([expect.objectContaining({ kind: 'reply', content: translate('en', 'error.unknownButton') })]);
    expect(outcomes).toEqual(['malformed']);
    expect(warnings).toEqual([{ fields: { interactionId: interaction.id, customId: id.slice(0, 100) }, message: 'unrecognised custom_id' }]);
  });

  it('runs the family that claims an id, and counts its outcome', async () => {
    const { handle, warnings, outcomes, forgotten } = router();
    const kept = interactionOf('button', FORGET_NO);
    await handle(kept.interaction);
    const gone = interactionOf('button', FORGET_YES);
    await handle(gone.interaction);
    expect(outcomes).toEqual(['forget-kept', 'forgotten']);
    expect([kept.answers.map((a) => a.kind), gone.answers.map((a) => a.kind)]).toEqual([['update'], ['update']]);
    expect(forgotten).toEqual(['100000000000000001']);
    expect(warnings).toEqual([]);
  });
});
