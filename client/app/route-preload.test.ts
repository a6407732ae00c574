import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { preloadSignedInPage } from './ProtectedRoute';
import { routeMatches } from '@common/route-match';

describe('preloading the page a visitor opened', () => {
  it('matches route patterns with parameters, and only whole paths', () => {
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/', '/my-blogs')).toBe(false);
    expect(routeMatches('/my-blogs', '/my-blogs')).toBe(true);
    expect(routeMatches('/my-blogs', '/my-blogs/')).toBe(true);
    expect(routeMatches('/edit-blog/:id', '/edit-blog/42')).toBe(true);
    expect(routeMatches('/edit-blog/:id', '/edit-blog/')).toBe(false);
    expect(routeMatches('/edit-blog/:id', '/edit-blog/42/x')).toBe(false);
    expect(routeMatches('/create', '/created')).toBe(false);
  });

  it('starts loading only the matching page', () => {
    const myBlogs = vi.fn(() => Promise.resolve({}));
    const create = vi.fn(() => Promise.resolve({}));
    preloadSignedInPage('/my-blogs', { '/create': create, '/my-blogs': myBlogs });
    expect(myBlogs).toHaveBeenCalledOnce();
    expect(create).not.toHaveBeenCalled();
    preloadSignedInPage('/auth', { '/create': create, '/my-blogs': myBlogs });
    expect(myBlogs).toHaveBeenCalledOnce();
  });

  it("starts the first request of a page that exports preload, with the app's query client", async () => {
    const queryClient = new QueryClient();
    const preload = vi.fn();
    preloadSignedInPage('/my-blogs', { '/my-blogs': () => Promise.resolve({ preload }) }, queryClient);
    await vi.waitFor(() => expect(preload).toHaveBeenCalledWith(queryClient));
  });
});
