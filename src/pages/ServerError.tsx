import { getPath } from '#core/paths';
import { ErrorPage } from '../components/layout/ErrorPage';

export function Component() {
  return (
    <ErrorPage
      title="Server Error"
      message="Something went wrong on our end. We're working to fix it. Please try again in a few moments."
      path={getPath('serverError')}
      actions={
        <button type="button" className="btn btn-outline" data-action="reload">
          Try Again
        </button>
      }
    />
  );
}
