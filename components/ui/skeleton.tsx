/** A grey pulsing block; callers give it the size of the content it stands in for, so nothing shifts. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-gray-200 ${className}`} />;
}
