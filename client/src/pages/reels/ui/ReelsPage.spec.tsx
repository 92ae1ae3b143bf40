import { screen } from '@testing-library/react';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs, makePost } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { ReelsPage } from './ReelsPage';

describe('ReelsPage', () => {
  it('asks the server for video posts only and shows them, without scanning the feed', async () => {
    const reel = makePost({ title: 'Bicycle kick', postVideo: '/media/kick.mp4' });
    const fetchMock = routeFetch({
      'GET /getAllPost': () => jsonResponse({ success: true, data: [reel], nextCursor: null }),
    });
    logInAs();
    renderRoutes([{ path: '/reels', element: <ReelsPage /> }], '/reels');
    expect(await screen.findByLabelText(`Video by ${reel.createdBy.userName}`)).toBeInTheDocument();
    const calls = requestsTo(fetchMock, '/getAllPost');
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0].url).searchParams.get('media')).toBe('video');
  });

  it('shows the empty state when the server has no video', async () => {
    const fetchMock = routeFetch({
      'GET /getAllPost': () => jsonResponse({ success: true, data: [], nextCursor: null }),
    });
    logInAs();
    renderRoutes([{ path: '/reels', element: <ReelsPage /> }], '/reels');
    expect(await screen.findByRole('heading', { name: 'No reels yet' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/getAllPost')).toHaveLength(1);
  });
});
