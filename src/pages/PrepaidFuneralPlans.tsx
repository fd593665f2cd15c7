import Content, { frontmatter } from '../../content/pages/prepaid-funeral-plans.md';
import { CallToAction, GuidePage } from '../components/guides/GuidePage';

export function Component() {
  return (
    <GuidePage
      page="prepaidFuneralPlans"
      frontmatter={frontmatter}
      crumb="Prepaid Funeral Plans"
      lede="Paying for your funeral in advance can spare your family hard decisions. Here is how prepaid plans work, and the questions to ask before you sign."
    >
      <Content />
      <CallToAction title="Compare a plan with burial insurance">
        <p>
          Ask us for a burial insurance quote to set beside a funeral home's prepaid plan. It is free and takes a few
          minutes.
        </p>
      </CallToAction>
    </GuidePage>
  );
}
