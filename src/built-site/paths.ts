/**
 * Where the build writes each path, and back: vite-react-ssg's flat files ("/" -> index.html,
 * "/tx/houston" -> tx/houston.html). Pure string functions, for the build, the server's tests,
 * the toolkit and Playwright alike.
 */

export function fileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The site path a flat file serves: about.html -> /about, index.html -> /, tx/houston.html -> /tx/houston. */
export function pathForFile(file: string): string {
  const posix = file.split('\\').join('/');
  return posix === 'index.html' ? '/' : `/${posix.replace(/\.html$/, '')}`;
}
