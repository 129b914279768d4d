import { describe, expect, it } from 'vitest';
import { routeTreePaths } from './vite-route-paths.ts';

describe('routeTreePaths', () => {
  it("reads the generator's fullPaths union, without duplicates, in order", () => {
    const source = `export interface FileRouteTypes {
  fileRoutesByFullPath: FileRoutesByFullPath
  fullPaths:
    | '/'
    | '/login'
    | '/deal/$dealId/edit/{-$step}'
    | "/customers/"
    | '/login'
  fileRoutesByTo: FileRoutesByTo
  to: '/' | '/somewhere-else'
}`;
    expect(routeTreePaths(source)).toEqual(['/', '/customers/', '/deal/$dealId/edit/{-$step}', '/login']);
    expect(routeTreePaths("interface FileRouteTypes {\n  fullPaths: '/'\n  to: '/'\n}")).toEqual(['/']);
  });

  it('fails (and with it the build) when the route tree declares no paths', () => {
    expect(() => routeTreePaths('export const routeTree = rootRoute')).toThrow(/fullPaths/);
    expect(() => routeTreePaths('fullPaths: never')).toThrow(/fullPaths/);
  });
});
