/** "Yes" or "No" as a word with a matching icon: the meaning never rests on color alone. */
export function YesNo({ value }: { value: boolean }) {
  return (
    <span className={value ? 'yes-no yes' : 'yes-no no'}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={value ? 'M4 10.5l4 4 8-9' : 'M5 5l10 10M15 5L5 15'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      {value ? 'Yes' : 'No'}
    </span>
  );
}
