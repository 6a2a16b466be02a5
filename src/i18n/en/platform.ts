export const platform = {
  'game.pirate': 'Pirate Dice',

  'error.notInGame': 'You are not playing at this table.',
  'error.notYourTurn': 'It is not your turn.',
  'error.gameOver': 'This game is over.',
  'error.stale': 'That button belongs to an earlier moment of the game, so nothing was done. The table shows where things stand now.',
  'error.stalePanel': 'The table moved on, so nothing was done. Here is your current panel.',
  'error.noTable': 'There is no table in this channel. Open one with /play.',
  'error.unknownButton': 'That control is not one Parlor recognises, so nothing was done.',
  'error.corrupt': "This table's saved state is damaged and can't be played. The host or a moderator can close it with /end. Reference: {ref}",
  'error.storeDown': "Parlor can't reach its storage right now. Nothing was changed; please try again in a moment. Reference: {ref}",
  'error.internal': 'Something went wrong on our side and nothing was changed. Reference: {ref}',
  'error.occupied': 'A {game} table is already open in this channel ({link}). Play it out, or ask its host to close it with /end.',
  'error.notHost': 'Only the host can do that.',
  'error.notHostOrMod': 'Only the host or a member with Manage Messages can close this table.',
  'error.tableFull': 'The table is full ({max} seats).',
  'error.notEnoughPlayers': { one: 'This game needs at least {count} player to start.', other: 'This game needs at least {count} players to start.' },
  'error.alreadySeated': 'You already have a seat at this table.',
  'error.notSeated': 'You do not have a seat at this table.',
  'error.alreadyStarted': 'The game has already started.',
  'error.notFinished': 'The game is still going.',
  'error.guildOnly': 'Parlor tables live in server channels, not in direct messages.',
  'error.unknownCommand': "This command is out of date, so nothing was done. Discord may still be showing Parlor's older commands: wait a minute or restart Discord, then try again.",

  'button.join': 'Join',
  'button.leave': 'Leave',
  'button.start': 'Start',
  'button.cancel': 'Close table',
  'button.panel': 'My dice',
  'button.again': 'Play again',

  'lobby.title': '{game}: table open',
  'lobby.description': '{host} hosts this table. Join, then the host starts the game.',
  'lobby.players': 'Players {count}/{max}',
  'lobby.seats': 'Seats: {min} to {max} players',
  'lobby.nobody': 'Nobody yet',
  'lobby.settings': 'Settings',
  'lobby.turnTimer': 'Turn timer: {seconds} s',
  'lobby.hostMark': '(host)',

  'table.closed': 'This table was closed by {user}.',
  'table.moved': 'This table continues in a newer message.',
  'table.turnEnds': 'Turn ends {when}.',
  'table.ping': '{player}, your turn at {game}.',
  'table.winner': '{player} wins!',
  'table.newHost': '{player}, the host left: you now host this {game} table.',
  'table.language': 'Table language: {language}',

  'notice.joined': 'You took a seat.',
  'notice.left': 'You left the table.',
  'notice.leftGame': 'You left the game.',
  'notice.opened': 'Table opened.',
  'notice.reposted': 'Here is the table again; the older message no longer takes clicks.',
  'notice.closed': 'Table closed.',
  'notice.notPlaying': 'You are watching this table; only seated players have a private panel.',

  'error.notStarted': 'The game has not started yet.',

  'game.yahtzee': 'Yahtzee',

  'notice.noPanel': 'Everything in this game is on the table; there is no private panel.',

  'table.away': "Away: {players}. Press “I'm back” to play again.",

  'button.back': "I'm back",

  'error.notAway': 'You are not marked away.',

  'notice.backDone': 'Welcome back: your turns are yours again.',

  'game.bobing': '博饼 Bo Bing',
  'game.holdem': "Texas Hold'em",
  'game.xianqi': '掀棋 Xianqi',
} as const;
