/** Words drawn in table pictures and their alt text. */
export const pictures = {
  'pic.seat': 'Seat {n}',
  'pic.holdem.act.fold': 'Fold',
  'pic.holdem.act.check': 'Check',
  'pic.holdem.act.call': 'Call',
  'pic.holdem.act.bet': 'Bet',
  'pic.holdem.act.raise': 'Raise',
  'pic.holdem.act.allin': 'All-in',
  'pic.holdem.wins': '{player} wins {amount}',
  'pic.holdem.noBoard': 'no cards yet',
  'pic.holdem.idle': 'Waiting for at least two players with chips',
  'pic.holdem.alt': "Hold'em table, hand #{n}: board {board}, pot {pot}, {player} to act.",
  'pic.holdem.altNoTurn': "Hold'em table, hand #{n}: board {board}, pot {pot}.",
  'pic.holdem.altBetween': "Hold'em table between hands. Hand #{n}: {result}",
  'pic.holdem.altIdle': "Hold'em table, waiting for players.",
  'pic.holdem.panelAlt': 'Your cards: {cards}. {best}',
} as const;
