import { getPath } from '#core/paths';
import { ErrorPage } from '../components/layout/ErrorPage';

export function Component() {
  return (
    <ErrorPage
      title="Access Denied"
      message="You don't have permission to access this page. If you believe this is an error, please contact support."
      path={getPath('accessDenied')}
    />
  );
}
