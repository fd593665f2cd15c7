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
 * A round portrait that falls back to initials. The prerendered HTML holds the initials and the
 * portrait's address; src/components/layout/page-actions.ts (in the page's loader) then fetches the image
 * and shows it once it has loaded, or keeps the initials for good if it fails (`data-state`).
 * The box has a fixed size, so nothing moves. The portrait is decorative: the person's name is
 * written beside it.
 */
export function Avatar({ name, src, size = 112 }: AvatarProps) {
  return (
    <span className="avatar" data-state="idle" data-src={src} data-size={size}>
      <span className="avatar-initials" aria-hidden="true">
        {initialsOf(name)}
      </span>
    </span>
  );
}
