/*
 * A small strict iCalendar reader for the feed's tests: it refuses what RFC 5545 refuses and the
 * writer could get wrong (a bare LF, a physical line over 75 octets, an unbalanced BEGIN/END, a
 * VEVENT without UID, DTSTAMP or DTSTART, an unescaped comma or semicolon in a TEXT value).
 */

export interface IcalProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcalComponent {
  name: string;
  properties: IcalProperty[];
  components: IcalComponent[];
}

const TEXT_PROPERTIES = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'CATEGORIES', 'UID', 'X-WR-CALNAME', 'X-WR-TIMEZONE']);

/** Undoes TEXT escaping; throws on an escape RFC 5545 does not define or a bare `;` or `,`. */
export function unescapeText(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === '\\') {
      const next = value[++i];
      if (next === 'n' || next === 'N') out += '\n';
      else if (next === '\\' || next === ';' || next === ',') out += next;
      else throw new Error(`bad escape \\${next ?? ''} in ${value}`);
    } else if (c === ';' || c === ',') {
      throw new Error(`unescaped ${c} in TEXT value ${value}`);
    } else out += c;
  }
  return out;
}

export function parseIcal(text: string): IcalComponent {
  if (!text.endsWith('\r\n')) throw new Error('does not end with CRLF');
  if (/[^\r]\n/.test(text) || /\r(?!\n)/.test(text)) throw new Error('a line ends without CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('continuation before any line');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const stack: IcalComponent[] = [];
  let root: IcalComponent | null = null;
  for (const line of logical) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`not a content line: ${line}`);
    const [name, ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const upper = name!.toUpperCase();
    if (!/^[A-Z0-9-]+$/.test(upper)) throw new Error(`bad property name ${name}`);
    if (upper === 'BEGIN') {
      const component: IcalComponent = { name: value, properties: [], components: [] };
      if (stack.length) stack[stack.length - 1]!.components.push(component);
      else if (root) throw new Error('a second top-level component');
      else root = component;
      stack.push(component);
      continue;
    }
    if (upper === 'END') {
      const open = stack.pop();
      if (!open || open.name !== value) throw new Error(`END:${value} does not close ${open?.name ?? 'anything'}`);
      continue;
    }
    const current = stack[stack.length - 1];
    if (!current) throw new Error(`property outside a component: ${line}`);
    const params = Object.fromEntries(
      paramParts.map((p) => {
        const [k, v] = p.split('=');
        if (!k || v === undefined) throw new Error(`bad parameter ${p}`);
        return [k.toUpperCase(), v];
      }),
    );
    current.properties.push({ name: upper, params, value: TEXT_PROPERTIES.has(upper) ? unescapeText(value) : value });
  }
  if (stack.length) throw new Error(`unclosed ${stack.map((c) => c.name).join(', ')}`);
  if (!root || root.name !== 'VCALENDAR') throw new Error('not a VCALENDAR');
  const prop = (c: IcalComponent, n: string) => c.properties.filter((p) => p.name === n);
  for (const required of ['VERSION', 'PRODID']) if (prop(root, required).length !== 1) throw new Error(`VCALENDAR needs one ${required}`);
  for (const event of root.components.filter((c) => c.name === 'VEVENT')) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART']) if (prop(event, required).length !== 1) throw new Error(`VEVENT needs one ${required}`);
    if (!/^\d{8}T\d{6}Z$/.test(prop(event, 'DTSTAMP')[0]!.value)) throw new Error('DTSTAMP is not a UTC date-time');
    for (const p of [...prop(event, 'DTSTART'), ...prop(event, 'DTEND')]) {
      const ok = p.params.VALUE === 'DATE' ? /^\d{8}$/.test(p.value) : /^\d{8}T\d{6}Z$/.test(p.value);
      if (!ok) throw new Error(`${p.name} ${p.value} does not match its VALUE type`);
    }
  }
  return root;
}

/** A component's first value of a property (undefined when absent). */
export const icalValue = (c: IcalComponent, name: string): string | undefined => c.properties.find((p) => p.name === name)?.value;
