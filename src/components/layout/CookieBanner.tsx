import { type FocusEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { getPath } from '../../lib/paths';
import { siteConfig } from '../../site.config';

const { storageKey, autoDismissMs } = siteConfig.cookieBanner;

/** The CSS variable holding the banner's height while it is shown (body padding, scroll padding). */
export const BANNER_HEIGHT_VAR = '--cookie-banner-height';

/** Storage may be missing or throw (privacy modes, blocked cookies): then nothing was accepted. */
function hasAccepted(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
}

function storeAccepted(): void {
  try {
    window.localStorage.setItem(storageKey, 'true');
  } catch {
    // Not stored: the banner shows again on the next visit, which is the safe outcome.
  }
}

/**
 * A non-modal bottom sheet asking about cookies. It renders nothing on the server and in the
 * first client render (the choice lives in localStorage), then appears unless accepted. It closes
 * itself after `autoDismissMs`, a countdown that pauses while the pointer is over it or focus is
 * in it. While shown, the page gets bottom padding of the banner's height, so nothing (and no
 * focused element) is ever hidden underneath it.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const remaining = useRef(autoDismissMs);
  /** Where keyboard focus came from when it entered the banner. */
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!hasAccepted()) setVisible(true);
  }, []);

  const paused = hovered || focused;
  useEffect(() => {
    if (!visible || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => setVisible(false), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [visible, paused]);

  // Reserve the banner's height at the bottom of the page while it is shown.
  useEffect(() => {
    const banner = ref.current;
    if (!visible || !banner) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(BANNER_HEIGHT_VAR, `${Math.ceil(banner.getBoundingClientRect().height)}px`);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_VAR);
    };
  }, [visible]);

  const close = (event: MouseEvent) => {
    // A keyboard user who pressed a button here goes back to where they were; a pointer
    // user's focus is left alone (moving it would scroll the page).
    const back = event.detail === 0 ? cameFrom.current : null;
    setVisible(false);
    setHovered(false);
    setFocused(false);
    if (back?.isConnected) back.focus();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
    setFocused(true);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && event.currentTarget.contains(to))) setFocused(false);
  };

  if (!visible) return null;

  return (
    <section
      ref={ref}
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="container cookie-banner-row">
        <div className="cookie-banner-text">
          <h2 id="cookie-banner-title">Cookie Policy</h2>
          <p>
            We use cookies to improve your browsing experience and to analyze site traffic. Read our{' '}
            <Link to={getPath('privacyPolicy')}>Privacy Policy</Link>.
          </p>
        </div>
        <div className="cookie-banner-actions">
          <button type="button" className="btn btn-outline" onClick={close}>
            Decline
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={(event) => {
              storeAccepted();
              close(event);
            }}
          >
            Accept All
          </button>
        </div>
      </div>
    </section>
  );
}
