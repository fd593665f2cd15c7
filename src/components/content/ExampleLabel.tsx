/**
 * The visible "Example" label of sample content (a story, a person), read out by screen readers
 * with its explanation. Real content never carries it.
 */
export function ExampleLabel({ detail }: { detail: string }) {
  return (
    <p className="example-label">
      Example<span className="visually-hidden">{detail}</span>
    </p>
  );
}
