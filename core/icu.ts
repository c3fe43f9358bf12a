/**
 * ICU MessageFormat (MessageFormat 1, the syntax of Stytch's catalogs and of FormatJS) for catalog values and app
 * overrides: `{arg}`, `{n, number}`, `{n, plural, =0 {…} one {# …} other {…}}` (also `selectordinal`, `offset:`),
 * `{v, select, a {…} other {…}}`, and ICU apostrophe quoting (`''`, `'{…}'`). Plural categories come from
 * `Intl.PluralRules` and numbers from `Intl.NumberFormat`, so no locale data ships.
 *
 * Why not a library: intl-messageformat (FormatJS) with its parser adds about 10 KB brotli to every page, and
 * compiling catalogs at build time would still need a parser at run time for app overrides. This covers the syntax
 * catalogs use in about 0.5 KB brotli; the coverage gate parses every shipped message with it.
 */

/** A parsed message: literal text and arguments (`a: '#'` is a plural's number). */
export type Part = string | { a: string; t?: string; o?: number; c?: Record<string, Part[]> };

const cache = new Map<string, Part[]>();

/** Parse a message; throws a SyntaxError naming the position on bad syntax. */
export function parse(src: string): Part[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at ${i} in "${src}"`);
  };
  const ws = () => {
    while (/\s/.test(src[i] ?? '')) i++;
  };
  const word = () => {
    ws();
    const m = /^[^\s{},]+/.exec(src.slice(i))?.[0] ?? '';
    i += m.length;
    ws();
    return m;
  };
  const expect = (c: string) => (src[i] === c ? i++ : fail(`expected "${c}"`));
  function message(plural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => text && (parts.push(text), (text = ''));
    while (i < src.length && src[i] !== '}') {
      const c = src[i];
      if (c === '{') {
        flush();
        parts.push(arg());
      } else if (c === '#' && plural) {
        flush();
        parts.push({ a: '#' });
        i++;
      } else if (c === "'" && src[i + 1] === "'") {
        text += c;
        i += 2;
      } else if ((c === "'" && /[{}]/.test(src[i + 1] ?? '')) || (c === "'" && plural && src[i + 1] === '#')) {
        // Quoted literal up to the next lone apostrophe ('' inside stays one apostrophe).
        for (i++; i < src.length; i++) {
          if (src[i] !== "'") text += src[i];
          else if (src[i + 1] === "'") text += src[i++];
          else break;
        }
        i++;
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return parts;
  }
  function arg(): Part {
    i++;
    const a = word();
    if (!a) fail('expected an argument name');
    if (src[i] === '}') return (i++, { a });
    expect(',');
    const t = word();
    if (t === 'plural' || t === 'selectordinal' || t === 'select') {
      expect(',');
      ws();
      let o = 0;
      const off = /^offset:\s*(\d+)/.exec(src.slice(i));
      if (off && t !== 'select') {
        o = +off[1];
        i += off[0].length;
      }
      const c: Record<string, Part[]> = {};
      for (let key = word(); key; key = word()) {
        expect('{');
        c[key] = message(t !== 'select');
        expect('}');
      }
      if (!c.other) fail(`the ${t} of {${a}} needs an "other" case`);
      expect('}');
      return { a, t, o, c };
    }
    if (t !== 'number') fail(`unsupported argument type "${t}"`);
    while (i < src.length && src[i] !== '}') i++;
    expect('}');
    return { a, t };
  }
  const parts = message(false);
  if (i < src.length) fail('unexpected "}"');
  return parts;
}

const intl = new Map<string, Intl.NumberFormat | Intl.PluralRules>();
function get<T extends Intl.NumberFormat | Intl.PluralRules>(locale: string, kind: string, make: () => T): T {
  const key = `${locale} ${kind}`;
  let v = intl.get(key) as T | undefined;
  if (!v) intl.set(key, (v = make()));
  return v;
}
const numberFormat = (locale: string) => get(locale, 'n', () => new Intl.NumberFormat(locale));

function run(parts: Part[], params: Record<string, string | number>, locale: string, hash?: number): string {
  // In right-to-left text an email, phone number, code or URL keeps its own direction: each text argument is a
  // first-strong isolate (FSI … PDI), so `{email}` inside Arabic reads left to right and does not reorder around it.
  const isolate = /^(ar|fa|he)(-|$)/i.test(locale);
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') {
      out += p;
      continue;
    }
    if (p.a === '#') {
      out += hash === undefined ? '#' : numberFormat(locale).format(hash);
      continue;
    }
    const v = params[p.a];
    if (v === undefined) out += `{${p.a}}`;
    else if (!p.c)
      out += p.t || typeof v === 'number' ? numberFormat(locale).format(Number(v)) : isolate ? `\u2068${v}\u2069` : v;
    else if (p.t === 'select') out += run(p.c[v] ?? p.c.other, params, locale, hash);
    else {
      const n = Number(v) - p.o!;
      const rules = get(
        locale,
        p.t!,
        () => new Intl.PluralRules(locale, { type: p.t === 'plural' ? 'cardinal' : 'ordinal' }),
      );
      out += run(p.c[`=${v}`] ?? p.c[rules.select(n)] ?? p.c.other, params, locale, n);
    }
  }
  return out;
}

/**
 * Format `message` for `locale`. Unknown arguments stay as written (`{name}`), so a missing param is visible in
 * development rather than an empty gap; a message that does not parse is returned as written.
 */
export function formatMessage(
  message: string,
  params: Record<string, string | number> | undefined,
  locale: string,
): string {
  if (!message.includes('{') && !message.includes("'")) return message;
  let parts = cache.get(message);
  if (!parts) {
    try {
      parts = parse(message);
    } catch {
      parts = [message];
    }
    cache.set(message, parts);
  }
  return run(parts, params ?? {}, locale);
}
