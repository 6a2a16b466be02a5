export const fair = {
  'fair.title': '🔐 Fair draws',
  'fair.commitment.game': 'Seed hash (SHA-256) of this game: `{hash}`',
  'fair.commitment.nextGame': 'Seed hash (SHA-256) of the next game: `{hash}`',
  'fair.commitment.hand': 'Seed hash (SHA-256) of this hand: `{hash}`',
  'fair.commitment.nextHand': 'Seed hash (SHA-256) of the next hand: `{hash}`',
  'fair.revealed.game': 'Seed of this game: `{seed}`\nPublic value: `{value}` · draws: {draws}',
  'fair.revealed.hand': 'Seed of hand {round}: `{seed}`\nPublic value: `{value}` · draws: {draws}',
  'fair.revealed.round': 'Seed of game {round}: `{seed}`\nPublic value: `{value}` · draws: {draws}',
  'fair.verify': 'Check every draw: `{command}` (see /rules fair)',
  'fair.choice': 'Provably fair draws',
  'rules.fair':
    'Every game (every Hold\'em hand, every 掀棋 game) draws its dice, cards or pieces from a secret 32-byte seed made with node:crypto. Its SHA-256 hash is on the table before the game starts (in the lobby, or when the previous hand ends), so the seed cannot change afterwards.\n' +
    'The draws mix the seed with a public value fixed only once that hash is shown: the id of the Discord interaction that starts the game or deals the hand (a click on Start or on Deal next hand). A hand the turn timer deals, with no click, uses the label `timer-<hand number>` instead: press Deal next hand to mix in your own click.\n' +
    'Each draw is HMAC-SHA256(seed, public value ‖ 0 ‖ block number), read as 32-bit numbers; a number is kept only below the largest multiple of the range, so every face and every card is exactly equally likely. The game carries on in the same stream from move to move.\n' +
    'When the game (hand) ends, its summary shows the seed, the public value and the number of draws. Check that SHA-256 of the seed is the hash you saw, then run `npm run verify -- <game> <seed> <public value> <draws>` from the Parlor source: it prints every die in the order rolled, the shuffled deck (dealt from the front) or the 掀棋 pile, to compare with what was played.\n' +
    'A revealed Hold\'em seed shows the whole deck: folded hole cards too, once the hand is over. A revealed 掀棋 seed shows every hand as dealt, so face-down discards can be worked out once that game is over. The seed is kept out of every message and log line until then.',
} as const;
