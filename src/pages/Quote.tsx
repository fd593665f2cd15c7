import { QuoteFormPage } from '../components/quote/QuoteFormPage';

export const Component = QuoteFormPage;
