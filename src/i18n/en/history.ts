export const history = {
  'command.history': "Your last Hold'em hand at this table, privately, in the PokerStars hand-history format",
  'command.name.history': 'history',
  'history.none': "You have no Hold'em hand at this table from the last 30 days.",
  'history.lastHand': 'Your last hand here (#{hand}), as you saw it',
  'history.truncated': 'This hand is too long to show here in full: the file has all of it.',
  'history.download': 'Last 50 hands (.txt)',
  'history.file': {
    one: 'Your last hand at this table, in the PokerStars hand-history format (trackers read it).',
    other: 'Your last {count} hands at this table, in the PokerStars hand-history format (trackers read it).',
  },
} as const;
