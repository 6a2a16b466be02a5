/** A channel that stays short: the "More" menu, closed panels, a Hold'em hand's compact record and its details. */
export const channel = {
  'table.more': 'More…',
  'panel.closed': 'This panel is closed: press “{button}” on the table for a new one.',
  'panel.closedNoButton': 'This panel is closed: the table is in the channel.',
  'holdem.record.won': '{player} wins {amount}',
  'record.details': 'Details',
  'yahtzee.holdPick': 'Dice to hold…',
  'yahtzee.holdDie': 'Die {n}: {face}',
  'holdem.details.gone': 'Hand #{n} is no longer the table’s last hand. Your own hands are in the hand history:',
} as const;
