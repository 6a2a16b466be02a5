export const computers = {
  'button.addComputer': 'Add a computer player',
  'button.removeComputer': 'Remove a computer player',
  'error.noComputerSeated': 'There is no computer player to remove.',
  'command.option.computers': 'Computer players to seat with you (default 0; the host can also add them in the lobby)',
  'option.name.computers': 'computers',
  'command.problem.computers': {
    one: 'This game seats {max} players at most, so it takes at most {count} computer player besides you.',
    other: 'This game seats {max} players at most, so it takes at most {count} computer players besides you.',
  },
  'computer.seat': '🤖 {name}',
  'computer.names': 'Ada|Basil|Clara|Dexter|Edith|Felix|Greta|Hugo|Iris|Jasper|Kit|Luna',
  'option.name.awayComputer': 'away_computer',
  'command.option.awayComputer': 'A computer plays for a player who is away until they are back (default: off)',
  'lobby.awayComputer': 'Away players: 🤖 the computer plays for them until they are back',
  'table.awayComputer': "Away: {players}. 🤖 The computer plays for them until they press “I'm back”.",
} as const;
