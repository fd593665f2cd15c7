import { QuoteThanksPage } from '../components/quote/QuoteFormPage';

export const Component = QuoteThanksPage;
