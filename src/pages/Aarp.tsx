import { aarpReview } from '../../content/data/carrier-reviews/aarp';
import { CarrierReview } from '../components/carriers/CarrierReview';

export function Component() {
  return <CarrierReview review={aarpReview} />;
}
