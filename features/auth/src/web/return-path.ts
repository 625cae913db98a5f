// Where a visitor sent to /login was going: kept in `?redirect=` and honoured after signing in.
// Only a path of this app is accepted ('/clients?x=1'), never another origin ('//evil', 'https:').

const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** The page to open after signing in: the saved path, or /dashboard. */
export function returnPath(search: string = window.location.search): string {
  const saved = new URLSearchParams(search).get('redirect');
  return saved && isAppPath(saved) && !saved.startsWith('/login') ? saved : '/dashboard';
}

/** /login with the current page saved to return to. */
export function loginHref(location: { pathname: string; search: string } = window.location): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}
