/** Said wherever insurers' financial strength grades appear: they are reported, not ours, and change. */
export function RatingNote() {
  return (
    <p className="rating-note">
      Financial strength ratings are A.M. Best grades as publicly reported when we last checked. Ratings can change at
      any time; check the current grade with the rating agency or the insurer before you buy.
    </p>
  );
}
