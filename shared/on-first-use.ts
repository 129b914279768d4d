/**
 * A value built on its first use, not when the module loads: an Intl formatter (locale data, a time zone) takes
 * milliseconds to build, and a phone's browser loads the modules that hold them while it starts the app
 * (Lighthouse's total blocking time).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
