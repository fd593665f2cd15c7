import { Link } from 'react-router-dom';
import { formatLongDate } from '#core/format';
import { getPath } from '#core/paths';
import { glossary } from '../../content/data/glossary';
import { videos } from '../../content/data/videos';
import { ExternalLink } from '../components/guides/ExternalLink';
import { PageShell } from '../components/layout/PageShell';

/**
 * Four lesson cards and a glossary. The lessons have no video yet: each card says so and gives
 * the written page on the same topic; there is no player, embed or play button.
 */
export function Component() {
  return (
    <PageShell
      title="Learning Center"
      description="Short lessons and a glossary of the terms you will meet when buying final expense insurance, explained in plain words."
      path={getPath('learningCenter')}
      heading="Learning Center"
      crumb="Learning Center"
      lede="Short lessons and plain definitions of the words and ideas you will meet when you shop for final expense insurance."
    >
      <section aria-labelledby="lessons">
        <h2 id="lessons">Video lessons</h2>
        <p>
          Our agents are recording four short videos. Until they are ready, each card below tells you what the lesson
          will cover and links to a written page on the same subject.
        </p>
        <ul className="cards lessons">
          {videos.map((video) => (
            <li className="card" key={video.title}>
              {video.url ? (
                <p className="tag">
                  <a href={video.url}>
                    Watch the video<span className="visually-hidden">: {video.title}</span>
                  </a>
                </p>
              ) : (
                <p className="tag">Video coming soon</p>
              )}
              <h3>{video.title}</h3>
              <p>{video.summary}</p>
              <p className="lesson-length">Length: about {video.minutes} minutes</p>
              <p>
                <Link to={getPath(video.related)}>
                  Read about it now<span className="visually-hidden">: {video.title}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="glossary">
        <h2 id="glossary">Glossary of key terms</h2>
        <dl className="glossary">
          {glossary.map((entry) => (
            <div key={entry.term}>
              <dt>{entry.term}</dt>
              <dd>
                {entry.definition}
                {entry.source ? (
                  <span className="glossary-source">
                    {' '}
                    Source: <ExternalLink href={entry.source.url}>{entry.source.name}</ExternalLink>, checked{' '}
                    {formatLongDate(entry.source.checked)}.
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <p>
          Still unsure about a word? Our <Link to={getPath('faq')}>frequently asked questions</Link> may help, or call
          and ask an agent.
        </p>
      </section>
    </PageShell>
  );
}
