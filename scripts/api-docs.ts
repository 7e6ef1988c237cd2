// Renders docs/api.md from the operation registry, so the document cannot drift from the contract.
import { rulesetIds } from '../electron/engine/rulesets';
import { z } from 'zod';
import { changeEventSchema, coreEntities } from '../shared/contract/changes';
import { featureContracts } from '../shared/features/registry';
import { appErrorSchema, errorCodes } from '../shared/contract/errors';
import { operations } from '../shared/contract/operations';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[]; anyOf?: JsonSchema[]; format?: string; pattern?: string; minLength?: number; maxLength?: number; minimum?: number; maximum?: number; exclusiveMinimum?: number; description?: string; const?: unknown; additionalProperties?: unknown };

function typeOf(s: JsonSchema): string {
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.anyOf) return s.anyOf.map(typeOf).join(' \\| ');
  if (s.type === 'array' && s.items) return `${typeOf(s.items)}[]`;
  if (s.type === 'object' && s.properties) return 'object';
  const t = Array.isArray(s.type) ? s.type.join(' \\| ') : (s.type ?? 'any');
  const limits = [
    s.pattern && `pattern \`${s.pattern}\``,
    s.minLength !== undefined && `min length ${s.minLength}`,
    s.maxLength !== undefined && `max length ${s.maxLength}`,
    // Zod states the safe-integer range on every integer; only real limits are worth printing.
    s.minimum !== undefined && Math.abs(s.minimum) < Number.MAX_SAFE_INTEGER && `≥ ${s.minimum}`,
    s.exclusiveMinimum !== undefined && `> ${s.exclusiveMinimum}`,
    s.maximum !== undefined && Math.abs(s.maximum) < Number.MAX_SAFE_INTEGER && `≤ ${s.maximum}`,
  ].filter(Boolean);
  return limits.length ? `${t} (${limits.join(', ')})` : t;
}

function fieldTable(schema: z.ZodType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const target = json.type === 'array' && json.items ? json.items : json;
  const prefix = json.type === 'array' ? 'A list of objects:\n\n' : '';
  const props = Object.entries(target.properties ?? {});
  if (props.length === 0) return json.type === 'array' ? `A list of ${typeOf(target)}.\n` : 'Nothing (`{}`).\n';
  const required = new Set(target.required ?? []);
  const rows = props.map(([name, s]) => `| \`${name}\` | ${typeOf(s)} | ${required.has(name) ? 'yes' : 'no'} |`);
  return `${prefix}| field | type | required |\n|---|---|---|\n${rows.join('\n')}\n`;
}

export function renderApiDocs(): string {
  const parts = [
    '# Arbiter API',
    '',
    'Generated from `shared/contract/operations.ts` by `npm run docs:api`; a test fails when this file is out of date.',
    '',
    'Every operation is reachable three ways with the same validation: Electron IPC (`window.arbiter.call(name, input)`),',
    'the venue host (`POST /api/<name>` with a JSON body; change events on the WebSocket `/api/events`),',
    'and direct in-process calls (`core.client().call(name, input)`).',
    '',
    'A call answers `{ "ok": true, "value": … }` or `{ "ok": false, "error": { "code", "message", "details" } }`.',
    `Error codes: ${errorCodes.map((c) => `\`${c}\``).join(', ')}. A \`validation\` error lists each bad field in \`details.fields\` as \`{ path, message, code, params }\`: \`code\` is zod's issue code (\`too_small\`, \`invalid_type\`…), \`required\` for an empty or missing value, or a handler's own reason (\`same_entry\`, \`not_slip_code\`…); \`params\` carries its bounds (\`minimum\`, \`maximum\`, \`origin\`…). Any other refusal of an operation carries \`details.reason\`, a code (\`round_changed\`, \`missing_results_close\`, \`beyond_planned\`…), and the facts it needs (\`round\`, \`table\`, \`name\`…) beside the ids: windows say it in their own language from the code; \`message\` is the same in English, for logs and API users. A \`conflict\` from \`result.enter\` or \`result.correct\` on a table that has a result carries it in \`details.stored\` as \`{ games, version, enteredAt }\`.`,
    'Who may call: commands and most queries need a desk (a desk window, or over the venue network the desk token); queries marked "the room" may also be read by a projector window or a guest on the venue network, who get no date of birth nor contact (nor player ID) in `player.list` and empty slip codes in `round.get`; anything else answers `forbidden`.',
    'A desk that joined the venue with a role\'s join code (`POST /venue/join` with `{ "code" }`; docs/venue.md) may call only the operations whose "Roles" name its role: `head_judge` (everything; this machine\'s windows and the desk token too), `registration`, `results`, `display` (what the room reads). Anything else answers 403 `forbidden` with the reason `role_forbidden`, `details.role` and `details.operation`. Only `head_judge` and `registration` read personal details: the results desk gets `player.list` as the room does, without dates of birth, contacts or player IDs, and finds nobody by them; a desk whose code was revoked answers 403 with the reason `desk_revoked` to every call.',
    `Rulesets registered: ${rulesetIds().map((id) => `\`${id}\``).join(', ')}.`,
    'Text anywhere in an input that holds a lone UTF-16 surrogate (half a character) is refused as `validation` with the reason `malformed_text`, whatever the transport; over HTTP so is a body whose bytes are not UTF-8 (400, `details.reason` `body_not_json`, the field `(input)` with the code `malformed_text`), never read as U+FFFD. A name, club, contact, reason or other one-line text refuses a control character anywhere in it (NUL, tab, a line break, C0 and C1: the code `control_character`) and text made only of invisible characters (spaces, zero-width spaces, joiners, the byte order mark, other format characters: `invisible_text`), each naming its field.',
    'Over HTTP the status is 200, or 400 / 404 / 409 / 403 / 500 for those codes in that order. The venue host answers every refusal of its own in the same JSON shape: a foreign Host or Origin 403 `forbidden`; a broken percent-encoding in the address 400 `validation`; another method than POST on `/api/` (or than GET on a page) 405 `validation`; a body over 1 MB (64 MB for `event.import` from the head judge) 413 `validation`; a request whose headers and body take over 10 s to arrive 408 `validation`; a missing file 404 `not_found`. At most 128 connections are open per client address; more are closed at once.',
    '',
    '## Error',
    '',
    fieldTable(appErrorSchema, 'output'),
    '## Change event',
    '',
    'Published after every committed command, to every window and WebSocket client. `entity` is one of the core\'s (' +
      coreEntities.map((e) => `\`${e}\``).join(', ') +
      ') or one a feature declares (' +
      featureContracts()
        .flatMap((c) => (c.entities ?? []).map((e) => `\`${e}\` (${c.id})`))
        .join(', ') +
      '); a query that reads `feature` reads whatever any feature changes. Each query below names the entities it reads: a window asks a query again only after a change of one of them for its event (or of no event), at once for the first change and then at most once per 250 ms while changes keep coming, never two at a time; after a WebSocket reconnect it asks everything again. A WebSocket client that falls more than a megabyte of change events behind is disconnected (`electron/venue/change-feed.ts`) rather than queued for without end: it reconnects and asks everything again. The host keeps the answers of `standings.get` and `round.get` (per audience) until such a change, and the ranked rows of the standings until a change to entries, the event or a round, or a result of a round they count. A change to a table says in `roundComplete` whether its round has all its results after it: the players\' phones ask for the standings again on `true` (the round\'s last result) instead of on each result.',
    '',
    fieldTable(changeEventSchema, 'output'),
  ];
  for (const [name, op] of Object.entries(operations)) {
    const reads = op.kind === 'query' ? ['', `Reads: ${op.reads.length > 0 ? op.reads.map((e) => `\`${e}\``).join(', ') : 'nothing a change affects'}.`] : [];
    const roles = `Roles: ${op.roles.map((r) => `\`${r}\``).join(', ')}.`;
    parts.push(`## \`${name}\` (${op.kind}; ${op.audience === 'room' ? 'the room and the desk' : 'the desk only'})`, '', op.summary, ...reads, '', roles, '', '**Input**', '', fieldTable(op.input, 'input'), '**Output**', '', fieldTable(op.output, 'output'));
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
