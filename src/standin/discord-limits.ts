import { isV2Body, v2Problems, type V2Context } from './v2-rules.js';

/**
 * Discord's documented limits for a message body, checked the way the API would
 * refuse a payload. Returns every problem found (empty when the body is acceptable).
 */
export function messageProblems(body: unknown, context: V2Context = { files: [] }): string[] {
  const problems: string[] = [];
  const b = (body ?? {}) as Record<string, any>;
  const problem = (text: string) => problems.push(text);

  if (typeof b.content === 'string' && b.content.length > 2000) problem(`content is ${b.content.length} > 2000 characters`);
  const embeds: any[] = b.embeds ?? [];
  if (embeds.length > 10) problem(`${embeds.length} embeds > 10`);
  let embedChars = 0;
  embeds.forEach((e, i) => {
    const at = `embeds[${i}]`;
    if ((e.title ?? '').length > 256) problem(`${at}.title > 256`);
    if ((e.description ?? '').length > 4096) problem(`${at}.description > 4096`);
    if ((e.fields ?? []).length > 25) problem(`${at} has ${(e.fields ?? []).length} fields > 25`);
    if ((e.footer?.text ?? '').length > 2048) problem(`${at}.footer > 2048`);
    embedChars += (e.title ?? '').length + (e.description ?? '').length + (e.footer?.text ?? '').length + (e.author?.name ?? '').length;
    (e.fields ?? []).forEach((f: any, j: number) => {
      if (!f.name || f.name.length > 256) problem(`${at}.fields[${j}].name empty or > 256`);
      if (!f.value || f.value.length > 1024) problem(`${at}.fields[${j}].value empty or > 1024 (${(f.value ?? '').length})`);
      embedChars += (f.name ?? '').length + (f.value ?? '').length;
    });
  });
  if (embedChars > 6000) problem(`embeds hold ${embedChars} > 6000 characters`);

  problems.push(...v2Problems(b, context));
  const v2 = isV2Body(b, context.target);
  // A V2 message holds its action rows anywhere (in a Container, say); a classic one holds at most 5, at the top.
  const rows: any[] = v2 ? actionRows(b.components) : (b.components ?? []);
  if (!v2 && rows.length > 5) problem(`${rows.length} action rows > 5`);
  const ids = new Set<string>();
  rows.forEach((row, i) => {
    if (row.type !== 1) problem(`components[${i}] is not an action row`);
    const children: any[] = row.components ?? [];
    if (children.length === 0) problem(`components[${i}] is empty`);
    const selects = children.filter((c) => c.type !== 2);
    if (selects.length > 0 && children.length > 1) problem(`components[${i}] mixes a select with other components`);
    if (children.length > 5) problem(`components[${i}] has ${children.length} buttons > 5`);
    children.forEach((c, j) => {
      const at = `components[${i}][${j}]`;
      if (c.type === 2 && c.style !== 5) {
        if (!c.custom_id) problem(`${at} button without custom_id`);
        if (!c.label && !c.emoji) problem(`${at} button without label or emoji`);
      }
      if (c.label && c.label.length > 80) problem(`${at}.label > 80`);
      if (c.custom_id !== undefined) {
        if (c.custom_id.length > 100) problem(`${at}.custom_id > 100`);
        if (ids.has(c.custom_id)) problem(`${at}.custom_id ${c.custom_id} is not unique`);
        ids.add(c.custom_id);
      }
      if (c.type === 3) {
        const options: any[] = c.options ?? [];
        if (options.length < 1 || options.length > 25) problem(`${at} has ${options.length} options (1 to 25)`);
        if ((c.placeholder ?? '').length > 150) problem(`${at}.placeholder > 150`);
        const values = new Set<string>();
        options.forEach((o, k) => {
          if (!o.label || o.label.length > 100) problem(`${at}.options[${k}].label empty or > 100`);
          if (!o.value || o.value.length > 100) problem(`${at}.options[${k}].value empty or > 100`);
          if (values.has(o.value)) problem(`${at}.options[${k}].value repeats`);
          values.add(o.value);
        });
        if (options.filter((o) => o.default).length > (c.max_values ?? 1)) problem(`${at} has more defaults than max_values`);
      }
    });
  });
  return problems;
}

/** The action rows of a V2 message, wherever they are. */
function actionRows(components: unknown): any[] {
  if (!Array.isArray(components)) return [];
  return components.flatMap((c: any) => (c?.type === 1 ? [c] : actionRows(c?.components)));
}

/** Discord's limits for a modal (interaction callback type 9). */
export function modalProblems(modal: unknown): string[] {
  const problems: string[] = [];
  const m = (modal ?? {}) as Record<string, any>;
  if (!m.custom_id || m.custom_id.length > 100) problems.push('modal custom_id missing or > 100');
  if (!m.title || m.title.length > 45) problems.push(`modal title missing or > 45 (${(m.title ?? '').length})`);
  const rows: any[] = m.components ?? [];
  if (rows.length < 1 || rows.length > 5) problems.push(`modal has ${rows.length} components (1 to 5)`);
  for (const row of rows) {
    for (const input of row.components ?? (row.component ? [row.component] : [])) {
      if (input.label !== undefined && input.label.length > 45) problems.push(`text input label > 45: ${input.label}`);
      if (!input.custom_id || input.custom_id.length > 100) problems.push('text input custom_id missing or > 100');
      if ((input.value ?? '').length > (input.max_length ?? 4000)) problems.push('text input value longer than its max_length');
      if ((input.placeholder ?? '').length > 100) problems.push('text input placeholder > 100');
    }
  }
  return problems;
}

const COMMAND_NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
/** The locales Discord accepts in name_localizations and description_localizations. */
const DISCORD_LOCALES = new Set([
  'id',
  'da',
  'de',
  'en-GB',
  'en-US',
  'es-ES',
  'es-419',
  'fr',
  'hr',
  'it',
  'lt',
  'hu',
  'nl',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'fi',
  'sv-SE',
  'vi',
  'tr',
  'cs',
  'el',
  'bg',
  'ru',
  'uk',
  'hi',
  'th',
  'zh-CN',
  'ja',
  'zh-TW',
  'ko',
]);

/** Discord's rules for registering chat input commands (PUT .../commands): names, descriptions, localizations, choices. */
export function commandProblems(commands: unknown): string[] {
  const problems: string[] = [];
  const problem = (text: string) => problems.push(text);
  const checkName = (at: string, name: unknown) => {
    if (typeof name !== 'string' || !COMMAND_NAME.test(name) || name !== name.toLowerCase())
      problem(`${at}: name ${JSON.stringify(name)} breaks Discord's name rule`);
  };
  const checkLocalized = (at: string, map: Record<string, string> | undefined, each: (at: string, text: string) => void) => {
    for (const [locale, text] of Object.entries(map ?? {})) {
      if (!DISCORD_LOCALES.has(locale)) problem(`${at}: unknown locale ${locale}`);
      each(`${at} (${locale})`, text);
    }
  };
  const checkDescription = (at: string, text: unknown) => {
    if (typeof text !== 'string' || text.length < 1 || text.length > 100) problem(`${at}: description empty or > 100`);
  };
  const checkItem = (at: string, item: any, depth: number) => {
    checkName(at, item.name);
    checkLocalized(at, item.name_localizations, checkName);
    checkDescription(at, item.description);
    checkLocalized(at, item.description_localizations, checkDescription);
    const options: any[] = item.options ?? [];
    if (options.length > 25) problem(`${at}: ${options.length} options > 25`);
    for (const locale of ['', ...DISCORD_LOCALES]) {
      const names = options.map((o) => (locale ? (o.name_localizations?.[locale] ?? o.name) : o.name));
      if (new Set(names).size !== names.length) problem(`${at}: two options share a name${locale ? ` in ${locale}` : ''}`);
    }
    let optional = false;
    for (const o of options) {
      if (o.type === 1 || o.type === 2) {
        if (depth > 1) problem(`${at} ${o.name}: subcommands nest too deep`);
      } else {
        if (o.required && optional) problem(`${at} ${o.name}: a required option after an optional one`);
        if (!o.required) optional = true;
      }
      const choices: any[] = o.choices ?? [];
      if (choices.length > 25) problem(`${at} ${o.name}: ${choices.length} choices > 25`);
      for (const c of choices) {
        if (typeof c.name !== 'string' || c.name.length < 1 || c.name.length > 100) problem(`${at} ${o.name}: choice name empty or > 100`);
        checkLocalized(`${at} ${o.name} choice ${c.value}`, c.name_localizations, (where, text) => {
          if (text.length < 1 || text.length > 100) problem(`${where}: choice name empty or > 100`);
        });
      }
      checkItem(`${at} ${o.name}`, o, depth + 1);
    }
  };
  if (!Array.isArray(commands)) return ['commands must be an array'];
  if (commands.length > 100) problem(`${commands.length} commands > 100`);
  for (const c of commands) {
    checkItem(`/${c.name}`, c, 0);
    // Application Commands: integration_types of GUILD_INSTALL 0 and USER_INSTALL 1; contexts GUILD 0, BOT_DM 1, PRIVATE_CHANNEL 2.
    if (c.integration_types !== undefined && (!Array.isArray(c.integration_types) || c.integration_types.some((t: unknown) => t !== 0 && t !== 1)))
      problem(`/${c.name}: integration_types ${JSON.stringify(c.integration_types)} are not 0 or 1`);
    if (c.contexts !== undefined && c.contexts !== null && (!Array.isArray(c.contexts) || c.contexts.some((t: unknown) => t !== 0 && t !== 1 && t !== 2)))
      problem(`/${c.name}: contexts ${JSON.stringify(c.contexts)} are not 0, 1 or 2`);
  }
  return problems;
}
