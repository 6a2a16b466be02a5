import type { PlayCommand } from '../../../src/kernel/plugin.js';
import { described, nameOf } from '../../../src/i18n/localized.js';
import { highCardWords } from './words.js';

const ACES_LOW = (t: Parameters<typeof highCardWords>[0]) => highCardWords(t)('highcard.option.acesLow.name');

/** `/play high-card [aces-low]`, named and described in its own words. */
export const highCardCommand: PlayCommand = {
  subcommand: (sub) =>
    described(
      sub,
      (t) => highCardWords(t)('highcard.command.name'),
      (t) => highCardWords(t)('highcard.command.description'),
    ).addBooleanOption((o) => described(o, ACES_LOW, (t) => highCardWords(t)('highcard.option.acesLow.description'))),
  read: (options) => ({ config: { acesLow: options.getBoolean(nameOf(ACES_LOW)) ?? false } }),
};
