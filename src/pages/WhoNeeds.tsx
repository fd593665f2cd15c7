import { type Point, whoNeeds } from '../../content/data/who-needs';
import Content, { frontmatter } from '../../content/pages/who-needs.md';
import { CallToAction, GuidePage } from '../components/guides/GuidePage';

function Points({ id, title, intro, points }: { id: string; title: string; intro: string; points: readonly Point[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      <ul className="tiles" data-list={id}>
        {points.map((point) => (
          <li key={point.title} className="tile">
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Component() {
  return (
    <GuidePage
      page="whoNeeds"
      frontmatter={frontmatter}
      crumb="Who Needs It"
      lede="Burial insurance is not for everyone. Here is who it helps most, what it gives you, and what to weigh before you decide."
    >
      <Content />
      <Points
        id="who-it-helps"
        title="Who it helps most"
        intro="Six groups of people who often find it worthwhile."
        points={whoNeeds.groups}
      />
      <Points
        id="benefits"
        title="The benefits"
        intro="What a burial insurance policy gives you and your family."
        points={whoNeeds.benefits}
      />
      <Points
        id="things-to-weigh"
        title="Things to weigh first"
        intro="Four honest points to think about before you buy."
        points={whoNeeds.considerations}
      />
      <CallToAction title="See whether it makes sense for you">
        <p>Talk it through with a licensed agent. There is no cost, and no pressure to buy.</p>
      </CallToAction>
    </GuidePage>
  );
}
