import { createElement, Fragment, type ReactNode } from 'react';
import { mdComponents } from './components';
import type { MdNode } from './tree';

function renderNode(node: MdNode): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  const component = mdComponents[tag as keyof typeof mdComponents];
  if (!component) throw new Error(`markdown element <${tag}> is not in the component map`);
  return createElement(component, props ?? {}, ...children.map(renderNode));
}

/** Renders a compiled markdown document through the one component map. */
export function renderMarkdown(nodes: readonly MdNode[]): ReactNode {
  return createElement(Fragment, null, ...nodes.map(renderNode));
}
