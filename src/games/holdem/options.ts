import type { PlayCommand } from '../../kernel/plugin.js';
import { described, nameOf } from '../../i18n/localized.js';
import { MAX_BLIND, MAX_BUY_IN } from './actions.js';

const OPTION = {
  smallBlind: nameOf('option.name.smallBlind'),
  bigBlind: nameOf('option.name.bigBlind'),
  minBuyIn: nameOf('option.name.minBuyIn'),
  maxBuyIn: nameOf('option.name.maxBuyIn'),
};

/** `/play holdem [small_blind] [big_blind] [min_buy_in] [max_buy_in]`: a small blind left out is half the big one. */
export const holdemCommand: PlayCommand = {
  subcommand: (sub) =>
    described(sub, 'command.name.holdem', 'command.play.holdem')
      .addIntegerOption((o) => described(o, 'option.name.smallBlind', 'command.option.smallBlind').setMinValue(1).setMaxValue(MAX_BLIND))
      .addIntegerOption((o) => described(o, 'option.name.bigBlind', 'command.option.bigBlind').setMinValue(1).setMaxValue(MAX_BLIND))
      .addIntegerOption((o) => described(o, 'option.name.minBuyIn', 'command.option.minBuyIn').setMinValue(1).setMaxValue(MAX_BUY_IN))
      .addIntegerOption((o) => described(o, 'option.name.maxBuyIn', 'command.option.maxBuyIn').setMinValue(1).setMaxValue(MAX_BUY_IN)),
  read(options) {
    const bigBlind = options.getInteger(OPTION.bigBlind) ?? 20;
    const smallBlind = options.getInteger(OPTION.smallBlind) ?? Math.max(1, Math.floor(bigBlind / 2));
    const min = options.getInteger(OPTION.minBuyIn);
    const max = options.getInteger(OPTION.maxBuyIn);
    return { config: { smallBlind, bigBlind, ...(min !== null ? { minBuyIn: min } : {}), ...(max !== null ? { maxBuyIn: max } : {}) } };
  },
};
