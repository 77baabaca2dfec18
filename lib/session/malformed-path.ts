/** True when the path has a `%` that does not start a valid UTF-8 escape (decodeURIComponent would throw). */
export function malformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
