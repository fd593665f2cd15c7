import { useEffect, useState } from 'react';

/**
 * idle: nothing tried yet (the prerendered HTML and the first client render);
 * loading: the image is being fetched, still invisible; loaded: shown; error: it failed.
 */
export type AvatarState = 'idle' | 'loading' | 'loaded' | 'error';

/** "Margaret Ellis" -> "ME"; "Cher" -> "C". The first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

export interface AvatarProps {
  name: string;
  /** Site path of the portrait. */
  src: string;
  /** Width and height in CSS pixels (the box is fixed, so nothing moves when the image arrives). */
  size?: number;
}

/**
 * A round portrait that falls back to initials. The initials are shown unless the image has
 * loaded: on the server and in the first client render (no image is requested before
 * hydration, so no load event can be missed), while it loads, and for good if it fails.
 * The portrait is decorative: the person's name is written beside it.
 */
export function Avatar({ name, src, size = 112 }: AvatarProps) {
  const [state, setState] = useState<AvatarState>('idle');

  useEffect(() => {
    setState(src ? 'loading' : 'error');
  }, [src]);

  return (
    <span className="avatar" data-state={state}>
      {state === 'loaded' ? null : (
        <span className="avatar-initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      {state === 'loading' || state === 'loaded' ? (
        <img
          key={src}
          src={src}
          width={size}
          height={size}
          alt=""
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      ) : null}
    </span>
  );
}
