import Content, { frontmatter } from '../../content/pages/types-of-coverage.md';
import { CallToAction, GuidePage } from '../components/guides/GuidePage';

export function Component() {
  return (
    <GuidePage
      page="typesOfCoverage"
      frontmatter={frontmatter}
      crumb="Types of Coverage"
      lede="Final expense, burial and preneed insurance sound alike but work differently. Here is what each one is, how waiting periods work, and what coverage costs."
    >
      <Content />
      <CallToAction title="Find the right kind of plan for you">
        <p>An agent can tell you in one short call which kind of plan you qualify for, and what it would cost.</p>
      </CallToAction>
    </GuidePage>
  );
}
