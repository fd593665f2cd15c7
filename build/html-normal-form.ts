import { foreignContent } from 'parse5';

/**
 * A prerendered page in the form parse5 gives it when it parses and serialises it (what
 * vite-react-ssg's preload step did to every page, decision 0023), in one pass over the string
 * instead of a document tree: 10,000 pages spent 25.6 s of 250 s in that round trip (decision
 * 0075). It covers the HTML that React and vite-react-ssg write, and throws, naming what it met,
 * on anything else, rather than guess:
 *
 * - `<!doctype html>` becomes `<!DOCTYPE html>`; the whitespace before `<html>` and before
 *   `<head>` goes; an attribute named twice keeps its first value (`<html lang lang>`).
 * - Tag and attribute names are lower case (in SVG, attribute names take parse5's SVG case:
 *   `viewBox`); every attribute has a quoted value (`crossorigin` -> `crossorigin=""`); a void
 *   element loses its `/`; a self-closed SVG element gets its end tag.
 * - Text and attribute values are decoded and escaped again as parse5 escapes them (text: `&`,
 *   `<`, `>`, no-break space; attributes: the same and `"`); script and style text is
 *   left as it is.
 * - What follows `</body>` (whitespace, `</html>`) is moved into the body, as parse5 does.
 */

const voidElements = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements whose text parse5 neither decodes on reading nor escapes on writing (scripting on). */
const rawTextElements = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
/** Elements whose first newline parse5 drops, or whose content it reads another way: not handled here. */
const unsupported = new Set(['pre', 'textarea', 'listing', 'plaintext', 'math', 'frameset', 'frame', 'image']);
/** Start tags that close an open <p> in parse5 (the page would be reshaped): refused inside one. */
const closesP = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'header',
  'hgroup',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'search',
  'section',
  'summary',
  'ul',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'form',
  'table',
  'hr',
  'li',
  'dd',
  'dt',
]);
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** What parse5 keeps in <head>; any other element there would end the head early. */
const inHead = new Set([
  'base',
  'basefont',
  'bgsound',
  'link',
  'meta',
  'title',
  'noscript',
  'noframes',
  'style',
  'script',
  'template',
]);

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};

function decode(text: string, where: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&[^;\s&<]*;?/g, (ref) => {
    const char = entities[ref];
    if (char === undefined)
      throw new Error(`html normal form: a character reference it does not know, ${ref}, in ${where}`);
    return char;
  });
}

const textSpecial = /[&<>\u00a0]/;
const attributeSpecial = /[&"<>\u00a0]/;
const escapeText = (text: string) =>
  textSpecial.test(text)
    ? text.replace(/[&<>\u00a0]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;'))
    : text;
const escapeAttribute = (value: string) =>
  attributeSpecial.test(value)
    ? value.replace(/[&"<>\u00a0]/g, (c) =>
        c === '&' ? '&amp;' : c === '"' ? '&quot;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;',
      )
    : value;

/** An SVG attribute's name as parse5 writes it (its own table: viewbox -> viewBox). */
const svgNames = new Map<string, string>();
function svgAttributeName(lower: string): string {
  const known = svgNames.get(lower);
  if (known !== undefined) return known;
  const token = { attrs: [{ name: lower, value: '' }] } as unknown as Parameters<
    typeof foreignContent.adjustTokenSVGAttrs
  >[0];
  foreignContent.adjustTokenSVGAttrs(token);
  const name = token.attrs[0]?.name ?? lower;
  svgNames.set(lower, name);
  return name;
}

const attributePattern = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;
/** A start tag's attributes as parse5 writes them: lower-case (SVG-cased) names, first of each name, quoted values. */
function attributes(source: string, inSvg: boolean, tag: string): string {
  if (source.length === 0) return '';
  let out = '';
  const seen: string[] = [];
  attributePattern.lastIndex = 0;
  while (attributePattern.lastIndex < source.length) {
    const at = attributePattern.lastIndex;
    const m = attributePattern.exec(source);
    if (!m || m.index !== at || m[0].length === 0) {
      if (/^\s*$/.test(source.slice(at))) break;
      throw new Error(`html normal form: cannot read the attributes of <${tag}>: ${source.slice(at, at + 40)}`);
    }
    const lower = (m[1] as string).toLowerCase();
    const name = inSvg ? svgAttributeName(lower) : lower;
    if (name.includes(':')) throw new Error(`html normal form: a namespaced attribute, ${name}, on <${tag}>`);
    if (seen.includes(name)) continue;
    seen.push(name);
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    out += ` ${name}="${escapeAttribute(decode(value, `<${tag} ${name}>`))}"`;
  }
  return out;
}

const tagPattern = /<(\/?)([a-zA-Z][^\s/>]*)([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>/y;

/** Attributes already in parse5's form: lower-case names, double-quoted values with nothing to escape. */
const plainAttributes = /^(?:\s[a-z][a-z0-9-]*="[^"&<>\u00a0]*")*$/;
/** Text with nothing to decode or escape. */
const plainText = /[&<>\u00a0]/;
/** The end tag of each raw-text element, made once. */
const endTags = new Map<string, RegExp>();

/**
 * One tag read at `at` (a `<`): what `tagPattern` finds there, read character by character for
 * the tags React writes (a name of ASCII letters, digits and hyphens, then attributes), and by
 * `tagPattern` itself for any other (decision 0083: the pattern was most of this file's time).
 * Returns undefined where `tagPattern` does not match.
 */
function readTag(
  html: string,
  at: number,
): { closing: boolean; rawName: string; attrs: string; end: number } | undefined {
  const closing = html.charCodeAt(at + 1) === 47; // '/'
  const nameStart = closing ? at + 2 : at + 1;
  let j = nameStart;
  let c = html.charCodeAt(j);
  if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
    do c = html.charCodeAt(++j);
    while ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45);
    // The name ends at whitespace, "/" or ">"; anything else (or the end of the text) is read by the pattern.
    if (c === 62 || c === 47 || c === 32 || c === 10 || c === 9 || c === 13 || c === 12) {
      const nameEnd = j;
      // The attributes run to the first ">" outside quotes; a quote that does not end matches no tag.
      for (;;) {
        if (j >= html.length) return undefined;
        c = html.charCodeAt(j);
        if (c === 62) break;
        if (c === 34 || c === 39) {
          const close = html.indexOf(c === 34 ? '"' : "'", j + 1);
          if (close === -1) return undefined;
          j = close + 1;
        } else j++;
      }
      return { closing, rawName: html.slice(nameStart, nameEnd), attrs: html.slice(nameEnd, j), end: j + 1 };
    }
  }
  tagPattern.lastIndex = at;
  const m = tagPattern.exec(html);
  if (!m) return undefined;
  return { closing: m[1] === '/', rawName: m[2] as string, attrs: m[3] as string, end: tagPattern.lastIndex };
}

/** Whether a start tag's attribute text ends with "/" (`/\/\s*$/`), looked at from its last character. */
function endsWithSlash(attrs: string): boolean {
  const last = attrs.charCodeAt(attrs.length - 1);
  if (last === 47) return true;
  // Only whitespace (ASCII or other) can stand between the "/" and the end.
  return (last <= 32 || last >= 128) && /\/\s*$/.test(attrs);
}

/**
 * The page in parse5's form. Only what changes is written anew; the rest is copied through in
 * slices (most of a page: React writes it in nearly this form already).
 */
export function htmlNormalForm(html: string): string {
  let out = '';
  /** Up to where `html` is already in `out`. */
  let copied = 0;
  const replace = (start: number, end: number, text: string) => {
    out += html.slice(copied, start) + text;
    copied = end;
  };
  let i = 0;
  let svgDepth = 0;
  /** The open elements (HTML and SVG), to refuse what parse5 would reshape. */
  const open: string[] = [];
  /** How many of the open elements are <p>, and <a>. */
  let openP = 0;
  let openA = 0;
  /** How many elements were open outside React's root container (its output has no doubled attribute). */
  let reactDepth = -1;
  const skipSpace = () => {
    const from = i;
    while (i < html.length && /[\t\n\f\r ]/.test(html[i] as string)) i++;
    if (i > from) replace(from, i, '');
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1 || lt > i) {
      const end = lt === -1 ? html.length : lt;
      const text = html.slice(i, end);
      const top = open[open.length - 1];
      if ((top === 'head' || top === 'html' || top === undefined) && /[^\t\n\f\r ]/.test(text)) {
        throw new Error(`html normal form: text outside <body>: ${text.slice(0, 40)}`);
      }
      if (plainText.test(text)) {
        const normal = escapeText(decode(text, 'text'));
        if (normal !== text) replace(i, end, normal);
      }
      i = end;
      continue;
    }
    if (html.charCodeAt(i + 1) === 33 /* ! */) {
      if (html.startsWith('<!--', i)) {
        const end = html.indexOf('-->', i + 4);
        if (end === -1) throw new Error('html normal form: a comment that does not end');
        i = end + 3;
        continue;
      }
      const end = html.indexOf('>', i);
      if (end === -1 || !/^<!doctype html\s*$/i.test(html.slice(i, end))) {
        throw new Error(`html normal form: a declaration it does not know: ${html.slice(i, i + 40)}`);
      }
      replace(i, end + 1, '<!DOCTYPE html>');
      i = end + 1;
      skipSpace();
      continue;
    }
    const tag = readTag(html, i);
    if (!tag) throw new Error(`html normal form: a "<" that starts no tag: ${html.slice(i, i + 40)}`);
    const start = i;
    i = tag.end;
    const { closing, rawName, attrs } = tag;
    const lowerName = /[A-Z]/.test(rawName) ? rawName.toLowerCase() : rawName;
    const name = svgDepth > 0 ? rawName : lowerName;
    if (unsupported.has(lowerName)) throw new Error(`html normal form: <${name}> is not handled`);
    if (closing) {
      if (open[open.length - 1] !== name) {
        throw new Error(
          `html normal form: </${name}> closes <${open[open.length - 1] ?? 'nothing'}>: ${html.slice(i - 80, i)}`,
        );
      }
      open.pop();
      if (name === 'p') openP--;
      else if (name === 'a') openA--;
      if (open.length === reactDepth) reactDepth = -1;
      if (name === 'svg') svgDepth--;
      if (name === 'body') {
        // parse5 puts what follows </body> (whitespace, </html>) into the body.
        const rest = html.slice(i);
        const tail = /^(\s*)<\/html>(\s*)$/i.exec(rest);
        if (!tail) throw new Error(`html normal form: more than whitespace after </body>: ${rest.slice(0, 40)}`);
        return `${out}${html.slice(copied, start)}${tail[1]}${tail[2]}</body></html>`;
      }
      if (rawName !== name || attrs !== '') replace(start, i, `</${name}>`);
      continue;
    }
    const selfClosing = attrs.length > 0 && endsWithSlash(attrs);
    const attrSource = selfClosing ? attrs.replace(/\/\s*$/, '') : attrs;
    if (svgDepth === 0) {
      const top = open[open.length - 1];
      const misplaced =
        (top === 'head' && !inHead.has(name)) ||
        (openP > 0 && closesP.has(name)) ||
        (name === 'a' && openA > 0) ||
        (top !== undefined && headings.has(name) && headings.has(top)) ||
        ((name === 'head' || name === 'body') && top !== 'html') ||
        (name === 'html' && top !== undefined);
      if (misplaced) throw new Error(`html normal form: <${name}> inside <${top}> would be moved by a parser`);
    }
    if (name === 'svg') svgDepth++;
    const plain =
      svgDepth === 0 &&
      !selfClosing &&
      rawName === name &&
      reactDepth >= 0 &&
      (attrSource === '' || plainAttributes.test(attrSource));
    if (!plain) {
      const normal = `<${name}${attributes(attrSource, svgDepth > 0, name)}>`;
      const withEnd = svgDepth > 0 && selfClosing ? `${normal}</${name}>` : normal;
      if (withEnd !== html.slice(start, i)) replace(start, i, withEnd);
    }
    if (svgDepth > 0 && selfClosing) {
      if (name === 'svg') svgDepth--;
      continue;
    }
    if (svgDepth === 0 && voidElements.has(name)) continue;
    if (selfClosing) throw new Error(`html normal form: <${name}/> is not a void element`);
    if (reactDepth < 0 && name === 'div' && attrSource.includes(' data-server-rendered="true"'))
      reactDepth = open.length;
    open.push(name);
    if (name === 'p') openP++;
    else if (name === 'a') openA++;
    if (svgDepth === 0 && rawTextElements.has(name)) {
      let endTag = endTags.get(name);
      if (endTag === undefined) {
        endTag = new RegExp(`</${name}[\\s/>]`, 'gi');
        endTags.set(name, endTag);
      }
      endTag.lastIndex = i;
      const end = endTag.exec(html)?.index;
      if (end === undefined) throw new Error(`html normal form: <${name}> does not end`);
      i = end;
    }
    // Whitespace between <html> and <head> is dropped; in <head> it is kept.
    if (name === 'html') skipSpace();
  }
  return out + html.slice(copied);
}
