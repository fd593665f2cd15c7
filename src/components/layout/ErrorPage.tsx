import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getPath } from '#core/paths';
import { Seo } from '../../seo/Seo';

export interface ErrorPageProps {
  title: string;
  message: string;
  path: string;
  /** Extra actions shown before "Return Home". */
  actions?: ReactNode;
  /** Actions shown after "Return Home". */
  trailingActions?: ReactNode;
}

/** The 404, 403 and 500 pages: a noindex page with a clear message and a way back. */
export function ErrorPage({ title, message, path, actions, trailingActions }: ErrorPageProps) {
  return (
    <>
      <Seo title={title} description={message} path={path} noindex />
      <div className="container error-page">
        <h1>{title}</h1>
        <p className="lede">{message}</p>
        <div className="actions">
          {actions}
          <Link className="btn btn-primary" to={getPath('home')}>
            Return Home
          </Link>
          {trailingActions}
        </div>
      </div>
    </>
  );
}
