export const fair = {
  'fair.title': '🔐 Fair draws',
  'fair.commitment.game': "This game's seed hash begins `{hash}`",
  'fair.commitment.nextGame': "The next game's seed hash begins `{hash}`",
  'fair.commitment.hand': "This hand's seed hash begins `{hash}`",
  'fair.commitment.nextHand': "The next hand's seed hash begins `{hash}`",
  'fair.revealed': '{part}: seed revealed (hash `{hash}`…), shown by 🔐 Verify',
  'fair.part.game': 'This game',
  'fair.part.hand': 'Hand #{round}',
  'fair.part.round': 'Game {round}',
  'fair.button': 'Verify',
  'fair.details.current': 'The seed committed now is still secret. Its SHA-256 hash:\n`{hash}`',
  'fair.details.hash': 'Seed hash (SHA-256): `{hash}`',
  'fair.details.seed': 'Seed: `{seed}`',
  'fair.details.value': 'Public value: `{value}`',
  'fair.details.made': 'Made by Discord: {time}',
  'fair.details.label': 'This public value is a label known in advance, not a Discord id.',
  'fair.details.draws': 'Draws: {draws}',
  'fair.details.noneYet': 'No seed of this table is revealed yet: each one shows here once its game (hand) ends.',
  'fair.details.how':
    'Run the command from the Parlor source: it checks the hash, says when Discord made the public value and lists every draw (see /rules fair).',
  'fair.choice': 'Provably fair draws',
  'rules.fair':
    "Every game (every Hold'em hand, every 掀棋 game) draws its dice, cards or pieces from a secret 32-byte seed made with node:crypto. Before the seed is used, the table shows the first 12 hex digits of its SHA-256 hash; 🔐 Verify shows the whole hash privately. The seed cannot change afterwards.\n" +
    'The draws mix the seed with a public value that did not exist yet when the hash was shown, so the seed could not be chosen against it: the Discord id of the click that starts the game or deals the hand (Start, Deal next hand), or, for a hand or game the turn timer deals, the id of the first message posted after the previous one ended (its summary, which shows the new hash). Discord makes these ids, and each one tells when it was made.\n' +
    'Each draw is HMAC-SHA256(seed, public value ‖ 0 ‖ block number), read as 32-bit numbers; a number is kept only below the largest multiple of the range, so every face and every card is exactly equally likely. The game carries on in the same stream from move to move.\n' +
    "When the game (hand) ends, 🔐 Verify shows you privately its hash, seed, public value, number of draws and a command; /history and the game log (📜) keep them. Run `npm run verify -- <game> <seed> <public value> <draws> <hash>` from the Parlor source. It checks that SHA-256 of the seed is the hash (whose first 12 digits you saw before the game), that the public value is a Discord id and when Discord made it (after the hash appeared; for a timer's deal, Copy Message ID on the summary gives the same id), and it prints every die in the order rolled, the shuffled deck (dealt from the front) or the 掀棋 pile, to compare with what was played.\n" +
    "A revealed Hold'em seed shows the whole deck: folded hole cards too, once the hand is over. A revealed 掀棋 seed shows every hand as dealt, so face-down discards can be worked out once that game is over. The seed is kept out of every message and log line until then.",
} as const;
