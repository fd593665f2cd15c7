import { Link } from 'react-router-dom';
import { getPath } from '#core/paths';

/** The three guides every state and city page points to. */
export function RelatedLinks() {
  const links = [
    {
      to: getPath('noWaitingPeriod'),
      title: 'Coverage with no waiting period',
      text: 'Plans without a waiting period, and who qualifies for them.',
    },
    {
      to: getPath('funeralCosts'),
      title: 'What a funeral costs',
      text: 'Every line of a funeral bill, and what each part costs.',
    },
    {
      to: getPath('guide'),
      title: 'Burial insurance guide',
      text: 'Level, graded and guaranteed issue plans compared, with published prices by age and their sources.',
    },
  ];
  return (
    <nav className="place-related" aria-labelledby="place-related">
      <h2 id="place-related">Related guides</h2>
      <ul className="cards">
        {links.map((link) => (
          <li key={link.to} className="card">
            <Link to={link.to}>{link.title}</Link>
            <p>{link.text}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
