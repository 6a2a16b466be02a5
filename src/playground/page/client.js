// Parlor playground page: Discord's client, small. Native ES modules, no build step; this one
// starts the page and routes what the bridge says (src/playground/playground-bridge.ts) to the
// part that shows it. The bridge sends the world and the messages this person may see; everything
// a person does here goes back as an interaction. Every word of the frame comes from CLIENT_WORDS
// (words.js), in the person's language.
import { bindThreadForm, renderChannels, selectChannel } from './channels.js';
import { bindCommandBox, commandSettled, renderCommands, translateCommandBox } from './command-box.js';
import { connect } from './connection.js';
import { renderStatus, translateFrame } from './frame.js';
import { settle } from './interactions.js';
import { startClock } from './markdown.js';
import { removeMessage, renderMessage, renderMessages, renderWelcome, showFailure } from './messages.js';
import { openModal } from './modal.js';
import { toast } from './notices.js';
import { bindPersonForm, renderPeople } from './people.js';
import { state, words } from './state.js';

function onServer(msg) {
  switch (msg.t) {
    case 'world': {
      const personChanged = state.you !== msg.you;
      state.world = msg;
      state.you = msg.you;
      const channels = msg.channels;
      if (!channels.some((c) => c.id === state.channelId)) state.channelId = channels[0]?.id ?? null;
      if (personChanged) state.messages.clear();
      renderChrome();
      renderCommands();
      renderWelcome();
      return;
    }
    case 'messages':
      state.messages = new Map(msg.messages.map((m) => [m.id, m]));
      renderMessages();
      return;
    case 'message': {
      const isNew = !state.messages.has(msg.message.id);
      state.messages.set(msg.message.id, msg.message);
      if (msg.message.channelId === state.channelId) renderMessage(msg.message, isNew);
      else if (isNew) {
        state.unread.add(msg.message.channelId);
        renderChannels(openChannel);
      }
      return;
    }
    case 'deleted':
      removeMessage(msg.id);
      return;
    case 'result':
      if (!msg.ok) console.warn('interaction failed:', msg.detail);
      onResult(msg.nonce, msg.ok, msg.reason, msg.technical);
      return;
    case 'modal':
      openModal(msg.modal, msg.channelId, msg.messageId);
      return;
    case 'notice':
      toast(`${words()[msg.word] ?? ''}${msg.technical ? ` ${msg.technical}` : ''}`);
      return;
    case 'reload':
      location.reload();
      return;
  }
}

/** An interaction's outcome, shown where it was made: on failure, `reason` (a REASON_WORDS key) and Discord's own error text, if any. */
function onResult(nonce, ok, reason, technical) {
  const origin = settle(nonce);
  if (!origin) return;
  if (origin.command) commandSettled(ok, { reason, technical });
  else if (!ok && origin.messageId) showFailure(origin.messageId, { reason, technical });
}

/** Everything around the messages: the frame's words, the status, the people, the channels. */
function renderChrome() {
  translateFrame();
  renderStatus();
  renderPeople();
  translateCommandBox();
  renderChannels(openChannel);
}

function openChannel(id) {
  selectChannel(id);
  renderChrome();
  renderMessages();
}

bindPersonForm();
bindThreadForm();
bindCommandBox();
startClock();
// Every interaction still waiting when the connection drops has failed.
connect(onServer, () => {
  for (const nonce of state.pending.keys()) onResult(nonce, false, 'connection');
});
// The browser tests reach the page's state and feed it messages, as globals.
Object.assign(window, { state, onServer });
