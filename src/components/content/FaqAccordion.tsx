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
  /** The group name: the browser keeps one answer of the group open at a time. */
  name?: string;
}

/**
 * The FAQ accordion, made of the platform's disclosure widget: each question is the <summary>
 * of a <details> element, all sharing one `name`, so the browser itself keeps one answer open
 * at a time and the open one closes when its question is pressed again; Enter and Space work
 * with or without script. src/components/content/faq.ts adds Up, Down, Home and End between questions and
 * opens the answer named in the address (/faq#cost).
 */
export function FaqAccordion({ items, initiallyOpen = items[0]?.id ?? null, name = 'faq' }: FaqAccordionProps) {
  return (
    <div className="accordion">
      {items.map((item) => (
        <details className="accordion-item" id={item.id} key={item.id} name={name} open={item.id === initiallyOpen}>
          <summary className="accordion-trigger">
            <h3 className="accordion-heading">{item.question}</h3>
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
          </summary>
          <div className="accordion-panel">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
