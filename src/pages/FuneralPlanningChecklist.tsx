import { checklist } from '../../content/data/checklist';
import Content, { frontmatter } from '../../content/pages/funeral-planning-checklist.md';
import { GuidePage } from '../components/guides/GuidePage';
import { Island } from '../islands/Island.server';

export function Component() {
  return (
    <GuidePage
      page="funeralPlanningChecklist"
      frontmatter={frontmatter}
      crumb="Funeral Planning Checklist"
      lede="When someone dies there is a lot to do in a short time. This checklist puts the tasks in order so nothing important is missed."
    >
      <Content />
      <section aria-labelledby="the-checklist">
        <h2 id="the-checklist">The checklist</h2>
        <Island name="checklist" props={{ groups: checklist }} />
      </section>
    </GuidePage>
  );
}
