import { trustageReview } from '../../content/data/carrier-reviews/trustage';
import { CarrierReview } from '../components/carriers/CarrierReview';

export function Component() {
  return <CarrierReview review={trustageReview} />;
}
