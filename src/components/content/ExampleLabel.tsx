/**
 * The visible "Example" label of sample content (a story, a person), with its explanation as
 * visible text beside it, so that no one takes the example for a real customer or staff member.
 * Real content never carries it.
 */
export function ExampleLabel({ detail }: { detail: string }) {
  return (
    <p className="example-label">
      <span className="example-badge">Example</span>
      {detail}
    </p>
  );
}
