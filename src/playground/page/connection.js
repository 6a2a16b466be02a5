// The page's live socket to the playground's bridge: sends what the person does, hands on what
// the bridge says, and reconnects a second after the connection is lost.
import { showBanner } from './notices.js';
import { words } from './state.js';

let socket = null;

/** Connects as the person named in the address (?as=); `onLost` is called each time the connection drops. */
export function connect(onMessage, onLost) {
  const as = new URLSearchParams(location.search).get('as') ?? '';
  socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live?as=${encodeURIComponent(as)}`);
  socket.onopen = () => showBanner(null);
  socket.onmessage = (event) => onMessage(JSON.parse(event.data));
  socket.onclose = () => {
    showBanner(words().reconnecting);
    onLost();
    setTimeout(() => connect(onMessage, onLost), 1000);
  };
}

export function send(payload) {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(payload));
}
