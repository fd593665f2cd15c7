import { QuoteProblemPage } from '../components/quote/QuoteFormPage';

export const Component = QuoteProblemPage;
