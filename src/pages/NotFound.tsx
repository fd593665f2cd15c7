import { getPath } from '#core/paths';
import { ErrorPage } from '../components/layout/ErrorPage';

export const notFoundMessage =
  "We couldn't find the page you're looking for. The page might have been removed, had its name changed, or is temporarily unavailable.";

/** The 404 page. Also rendered by the state and city routes for a value with no page. */
export function NotFoundPage() {
  return (
    <ErrorPage
      title="Page Not Found"
      message={notFoundMessage}
      path={getPath('notFound')}
      trailingActions={
        <button type="button" className="btn btn-outline" data-action="back">
          Go Back
        </button>
      }
    />
  );
}

export const Component = NotFoundPage;
