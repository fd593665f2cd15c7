// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_FIELDS } from '#core/lead/schema';
import { ATTRIBUTION_KEY, ATTRIBUTION_PARAMS, captureAttribution } from './attribution';

const stored = () => JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_KEY) ?? 'null');

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  setReferrer('');
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('captureAttribution', () => {
  it('keeps the keys of the shared lead schema', () => {
    expect(['landingPage', 'referrer', ...ATTRIBUTION_PARAMS]).toEqual([...ATTRIBUTION_FIELDS]);
  });

  it('stores the landing page, the referrer and the campaign parameters of the first page view', () => {
    window.history.replaceState(
      null,
      '',
      '/tx/houston?utm_source=google&utm_medium=cpc&utm_campaign=fall&utm_term=burial+insurance&utm_content=ad1&gclid=G1&msclkid=M1&fbclid=F1&other=x',
    );
    setReferrer('https://www.google.com/');
    captureAttribution();
    expect(stored()).toEqual({
      landingPage:
        '/tx/houston?utm_source=google&utm_medium=cpc&utm_campaign=fall&utm_term=burial+insurance&utm_content=ad1&gclid=G1&msclkid=M1&fbclid=F1&other=x',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'fall',
      utm_term: 'burial insurance',
      utm_content: 'ad1',
      gclid: 'G1',
      msclkid: 'M1',
      fbclid: 'F1',
    });
  });

  it('leaves out parameters that are absent or empty', () => {
    window.history.replaceState(null, '', '/about?utm_source=&utm_medium=email');
    captureAttribution();
    expect(stored()).toEqual({ landingPage: '/about?utm_source=&utm_medium=email', referrer: '', utm_medium: 'email' });
  });

  it('never overwrites the first view within the session', () => {
    window.history.replaceState(null, '', '/?utm_source=facebook');
    setReferrer('https://facebook.com/');
    captureAttribution();
    window.history.replaceState(null, '', '/guide?utm_source=newsletter');
    setReferrer('http://localhost:3000/');
    captureAttribution();
    expect(stored()).toEqual({
      landingPage: '/?utm_source=facebook',
      referrer: 'https://facebook.com/',
      utm_source: 'facebook',
    });
  });

  it('never throws when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => captureAttribution()).not.toThrow();
    vi.restoreAllMocks();

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => captureAttribution()).not.toThrow();
    vi.restoreAllMocks();

    const descriptor = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new Error('blocked');
      },
    });
    try {
      expect(() => captureAttribution()).not.toThrow();
    } finally {
      if (descriptor) Object.defineProperty(window, 'sessionStorage', descriptor);
      else Reflect.deleteProperty(window, 'sessionStorage');
    }
  });
});
