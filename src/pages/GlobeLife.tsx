import { globeLifeReview } from '../../content/data/carrier-reviews/globe-life';
import { CarrierReview } from '../components/carriers/CarrierReview';

export function Component() {
  return <CarrierReview review={globeLifeReview} />;
}
