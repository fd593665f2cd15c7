import { getPath } from '#core/paths';
import { ErrorPage } from '../layout/ErrorPage';

/**
 * Shown by the state and city routes when the router hands them no value at all (spec section 8:
 * "City not found", "State not found"). A value with no page gets the 404 page instead.
 */
export function PlaceMissing({ what }: { what: 'City' | 'State' }) {
  return (
    <ErrorPage
      title={`${what} not found`}
      message={`No ${what.toLowerCase()} was given in the address. Choose one from the list of places we serve.`}
      path={getPath('notFound')}
    />
  );
}
