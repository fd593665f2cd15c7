import { Children, Fragment, isValidElement, type ReactElement, type ReactNode, useEffect } from 'react';

/**
 * The browser's stand-in for react-helmet-async (vite.config.ts points the client build's
 * `react-helmet-async` import here; the prerender still uses the real one). Every page's head is
 * already complete in its static HTML, so in the browser the head only has to follow client-side
 * navigation: set the title and replace the tags helmet marked with data-rh. This costs under
 * 1 KB instead of helmet's 6.7 KB on every page.
 */
type HeadProps = Record<string, unknown> & { children?: ReactNode };

/** A wanted head tag: its tag name, attributes and text. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script' | 'base';
  attrs: Record<string, string>;
  text?: string;
}

const attributeNames: Record<string, string> = { httpEquiv: 'http-equiv', charSet: 'charset', className: 'class' };

function flatten(children: ReactNode): ReactElement<HeadProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<HeadProps>(child)) return [];
    if (child.type === Fragment) return flatten(child.props.children);
    return [child];
  });
}

function textOf(children: unknown): string {
  if (Array.isArray(children)) return children.map(textOf).join('');
  return typeof children === 'string' || typeof children === 'number' ? String(children) : '';
}

/** Reads <Head> children into the title, the <html> attributes and the managed tags. */
export function readHead(children: ReactNode): { title?: string; htmlAttrs: Record<string, string>; tags: HeadTag[] } {
  let title: string | undefined;
  const htmlAttrs: Record<string, string> = {};
  const tags: HeadTag[] = [];
  for (const child of flatten(children)) {
    const { children: inner, ...props } = child.props;
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      attrs[attributeNames[key] ?? key] = String(value);
    }
    if (child.type === 'title') title = textOf(inner);
    else if (child.type === 'html') Object.assign(htmlAttrs, attrs);
    else if (child.type === 'meta' || child.type === 'link' || child.type === 'script' || child.type === 'base') {
      tags.push({ tag: child.type, attrs, ...(child.type === 'script' ? { text: textOf(inner) } : {}) });
    }
  }
  return { title, htmlAttrs, tags };
}

function sameTag(el: Element, want: HeadTag): boolean {
  if (el.tagName.toLowerCase() !== want.tag) return false;
  const current = el.getAttributeNames().filter((n) => n !== 'data-rh');
  const wanted = Object.keys(want.attrs);
  if (current.length !== wanted.length) return false;
  if (!wanted.every((n) => el.getAttribute(n) === want.attrs[n])) return false;
  return want.text === undefined || el.textContent === want.text;
}

/** Makes document.head match: the title, then exactly the wanted data-rh tags. */
export function applyHead(doc: Document, children: ReactNode): void {
  const { title, htmlAttrs, tags } = readHead(children);
  if (title !== undefined && doc.title !== title) doc.title = title;
  for (const [name, value] of Object.entries(htmlAttrs)) doc.documentElement.setAttribute(name, value);
  const existing = [...doc.head.querySelectorAll('[data-rh]')].filter((el) => el.tagName !== 'TITLE');
  const keep = new Set<Element>();
  for (const want of tags) {
    const match = existing.find((el) => !keep.has(el) && sameTag(el, want));
    if (match) {
      keep.add(match);
      continue;
    }
    const el = doc.createElement(want.tag);
    for (const [name, value] of Object.entries(want.attrs)) el.setAttribute(name, value);
    if (want.text !== undefined) el.textContent = want.text;
    el.setAttribute('data-rh', 'true');
    doc.head.appendChild(el);
    keep.add(el);
  }
  for (const el of existing) if (!keep.has(el)) el.remove();
}

export function Helmet({ children }: HeadProps) {
  useEffect(() => {
    applyHead(document, children);
  });
  return null;
}

export function HelmetProvider({ children }: HeadProps) {
  return children;
}
