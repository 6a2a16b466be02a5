import { createCanvas } from '@napi-rs/canvas';
import type { FakeDiscord } from '../../../src/standin/server.js';

/** A picture as a bot would upload one: a green table with a few cards, `width`×`height`, PNG. */
export function tablePicture(width = 800, height = 400): Buffer {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#1f2937';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#166534';
  g.beginPath();
  g.ellipse(width / 2, height / 2, width * 0.42, height * 0.36, 0, 0, Math.PI * 2);
  g.fill();
  for (let i = 0; i < 5; i++) {
    g.fillStyle = '#f8fafc';
    g.fillRect(width / 2 - 150 + i * 62, height / 2 - 40, 52, 76);
    g.fillStyle = i % 2 ? '#dc2626' : '#111827';
    g.font = 'bold 28px sans-serif';
    g.fillText('AKQJT'[i]!, width / 2 - 138 + i * 62, height / 2);
  }
  return canvas.toBuffer('image/png');
}

/** Posts a message as the bot does, through the stand-in's REST: JSON, or multipart with `files[n]` when files come along. */
export async function postAsBot(
  fake: FakeDiscord,
  channelId: string,
  body: Record<string, unknown>,
  files: Array<{ name: string; bytes: Buffer; type: string }> = [],
): Promise<{ id: string }> {
  const url = `${fake.apiUrl}/v10/channels/${channelId}/messages`;
  const headers = { authorization: `Bot ${fake.token}` };
  let response: Response;
  if (files.length === 0) {
    response = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } else {
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ ...body, attachments: files.map((f, i) => ({ id: i, filename: f.name })) }));
    files.forEach((f, i) => form.append(`files[${i}]`, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name));
    response = await fetch(url, { method: 'POST', headers, body: form });
  }
  if (response.status !== 200) throw new Error(`the stand-in refused the message: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/**
 * A table as the bot lays it out in Components V2: a container in the game's colour with the
 * essentials as markdown, the picture, a section with a thumbnail, a section with a button, a
 * separator, the controls (buttons and a select) and a file.
 */
export function v2Table(annId: string): Record<string, unknown> {
  const inTenMinutes = Math.floor(Date.now() / 1000) + 600;
  return {
    flags: 1 << 15,
    // The player to act is pinged, from a text display.
    allowed_mentions: { users: [annId] },
    components: [
      {
        type: 17,
        accent_color: 0x2f8f5b,
        components: [
          { type: 10, content: `## Hold'em · hand #4\n<@${annId}> to act, facing **40** · turn ends <t:${inTenMinutes}:R>\n-# Bo raised to 40` },
          { type: 12, items: [{ media: { url: 'attachment://table.png' }, description: 'The table: Ann 1,460 chips, Bo 330 chips, pot 60' }] },
          { type: 14, divider: true, spacing: 1 },
          {
            type: 9,
            components: [{ type: 10, content: '### Your hand\n*Pair of Aces*, kicker King' }],
            accessory: { type: 11, media: { url: 'attachment://cards.png' }, description: 'Ace of spades, Ace of hearts' },
          },
          {
            type: 9,
            components: [{ type: 10, content: 'Fair draw: committed `3f9a1c2b7d4e`' }],
            accessory: { type: 2, style: 2, label: 'Verify', custom_id: 'h1:verify' },
          },
          { type: 10, content: 'Last hands:\n```\nSeat 1: Ann (1460 in chips)\nSeat 2: Bo (330 in chips)\n```\n- Ann wins 60\n- Bo folds' },
          {
            type: 1,
            components: [
              { type: 2, style: 4, label: 'Fold', custom_id: 'h1:fold' },
              { type: 2, style: 1, label: 'Call 40', custom_id: 'h1:call' },
              { type: 2, style: 3, label: 'Raise to 80', custom_id: 'h1:raise' },
              { type: 2, style: 2, label: '½ pot', custom_id: 'h1:half' },
              { type: 2, style: 2, label: 'All in', custom_id: 'h1:allin' },
            ],
          },
          {
            type: 1,
            components: [
              {
                type: 3,
                custom_id: 'h1:size',
                placeholder: 'Raise to…',
                options: [
                  { label: '120', value: '120' },
                  { label: '200', value: '200' },
                ],
              },
            ],
          },
          { type: 13, file: { url: 'attachment://hands.txt' } },
        ],
      },
    ],
  };
}

export const HANDS_TEXT = "PokerStars Hand #1: Hold'em No Limit (10/20)\nSeat 1: Ann (1460 in chips)\n";
