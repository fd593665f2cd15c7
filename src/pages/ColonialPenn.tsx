import { colonialPennReview } from '../../content/data/carrier-reviews/colonial-penn';
import { CarrierReview } from '../components/carriers/CarrierReview';

export function Component() {
  return <CarrierReview review={colonialPennReview} />;
}
