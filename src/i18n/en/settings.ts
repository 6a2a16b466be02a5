/** /settings: a server's defaults for new tables, and the table options they stand for. */
export const settings = {
  'command.settings': "This server's defaults for new tables: pictures and the card deck (Manage Server)",
  'command.name.settings': 'settings',
  'command.option.serverPictures': 'Pictures on new tables (on until changed); off makes them text only',
  'command.option.serverFourColour': 'Four-colour deck in the card pictures of new tables (off until changed)',
  'command.option.fourColour': "Four-colour deck: diamonds blue, clubs green (default: the server's setting)",
  'option.name.fourColour': 'four_colour',
  'settings.title': 'Settings for new tables in this server',
  'settings.picturesOn': 'Pictures: on. Tables show a picture of the game.',
  'settings.picturesOff': 'Pictures: off. Tables are text only.',
  'settings.fourColourOn': 'Card pictures: four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green).',
  'settings.fourColourOff': 'Card pictures: two colours (♠ ♣ black, ♥ ♦ red).',
  'settings.how':
    'To change them: `/{settings} {pictures}:` or `/{settings} {fourColour}:`. A host can still choose for one table with `/{play} … {pictures}:` and `{fourColour}:`. Tables already open keep theirs.',
  'settings.saved': 'Saved.',
  'settings.denied': "Changing this server's settings needs the Manage Server permission.",
  'table.fourColour': 'Four-colour deck: ♦ blue, ♣ green',
} as const;
