import { mutualOfOmahaReview } from '../../content/data/carrier-reviews/mutual-of-omaha';
import { CarrierReview } from '../components/carriers/CarrierReview';

export function Component() {
  return <CarrierReview review={mutualOfOmahaReview} />;
}
