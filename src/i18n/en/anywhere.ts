/** Parlor installed by a person: tables in group DMs, DMs and servers that never invited the bot. */
export const anywhere = {
  'error.serverInstallOnly':
    "Settings belong to a server that invited Parlor. An admin can add Parlor to this server with the “Add App” button on Parlor's profile.",
  'error.externalAppsOff':
    "This server lets members' own apps answer only privately, so a table everyone can see can't be opened here. To play here, ask an admin to invite Parlor to the server (the “Add App” button on Parlor's profile), or open a table in a group DM.",
  'panel.tableWaiting':
    '⏸ The table is waiting for a click: what you do here is kept, but Parlor can show it on the table only once someone presses a button on the table itself. Press any button there to bring it up to date.',
  'table.waitingForClick': '⏸ Waiting for a click: Parlor can only change this table when someone at it clicks. Press any button to bring it back.',
  'button.tableHelp': 'Rules & leaving',
  'help.intro': 'Here you play with the table’s buttons only: the rules of {game} are below, and you can leave the game from here.',
  'help.leave': 'Leave the game',
} as const;
