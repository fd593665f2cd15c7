import { type KeyboardEvent, useEffect, useState } from 'react';

export interface AccordionItem {
  /** Unique on the page; also the item's anchor, so /faq#cost opens that answer. */
  id: string;
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first (shown in the prerendered HTML); null for none. */
  initiallyOpen?: string | null;
}

/** Up and Down move focus to the previous or next question (wrapping); Home and End to the first or last. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>): void {
  const keys: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, Home: 0, End: 0 };
  if (!(event.key in keys)) return;
  const list = event.currentTarget.closest('.accordion');
  const buttons = list ? [...list.querySelectorAll<HTMLButtonElement>('.accordion-trigger')] : [];
  const index = buttons.indexOf(event.currentTarget);
  if (index < 0) return;
  event.preventDefault();
  const n = buttons.length;
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? n - 1 : (index + (keys[event.key] as number) + n) % n;
  buttons[next]?.focus();
}

/**
 * The FAQ accordion (WAI-ARIA accordion pattern): each question is a button in a heading, with
 * aria-expanded and aria-controls; its answer is in the HTML, hidden while closed. One answer is
 * open at a time, and the open one closes when its question is pressed again. Enter and Space
 * work as on any button; Up, Down, Home and End move between questions.
 */
export function FaqAccordion({ items, initiallyOpen = items[0]?.id ?? null }: FaqAccordionProps) {
  const [open, setOpen] = useState<string | null>(initiallyOpen);

  // A link to /faq#cost (or a click on one on this page) opens that answer.
  useEffect(() => {
    const openFromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (items.some((item) => item.id === id)) setOpen(id);
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [items]);

  return (
    <div className="accordion">
      {items.map((item) => {
        const expanded = open === item.id;
        const buttonId = `${item.id}-question`;
        const panelId = `${item.id}-answer`;
        return (
          <div className="accordion-item" id={item.id} key={item.id}>
            <h3 className="accordion-heading">
              <button
                type="button"
                className="accordion-trigger"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.id)}
                onKeyDown={moveFocus}
              >
                <span>{item.question}</span>
                <svg
                  className="accordion-icon"
                  viewBox="0 0 16 16"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.2" />
                </svg>
              </button>
            </h3>
            <div className="accordion-panel" id={panelId} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
