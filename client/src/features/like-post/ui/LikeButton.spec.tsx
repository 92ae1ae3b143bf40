import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { deferred, logInAs, makePost } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import type { PostDto } from '@/entities/post';
import { LikeButton } from './LikeButton';

function renderLike(post: PostDto) {
  logInAs();
  return renderRoutes([{ path: '/', element: <LikeButton post={post} /> }], '/');
}

const likeButton = () => screen.getByRole('button', { name: /^Like\b/ });

describe('LikeButton', () => {
  it('adds one at once (before the server answers), then shows Liked', async () => {
    const answer = deferred<Response>();
    const fetchMock = routeFetch({ 'POST /like': () => answer.promise });
    renderLike(makePost({ _id: 'p1', numOfLikes: 4 }));

    await userEvent.setup().click(likeButton());
    expect(likeButton()).toHaveTextContent('5');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    // Its name holds the count it shows (heard as seen, and said by voice control).
    expect(likeButton()).toHaveAccessibleName('Like 5');

    answer.resolve(jsonResponse({ success: true, message: 'Liked', data: { numOfLikes: 5 } }, 201));
    expect(await screen.findByText('Liked')).toBeInTheDocument();
    expect(likeButton()).toHaveTextContent('5');
    const [request] = requestsTo(fetchMock, '/like');
    expect(await request.json()).toEqual({ postId: 'p1' });
  });

  it('an answer older than counts pushed meanwhile does not take them back', async () => {
    const answer = deferred<Response>();
    routeFetch({ 'POST /like': () => answer.promise });
    let showPushed: (post: PostDto) => void = () => undefined;
    function Card({ first }: { first: PostDto }) {
      const [post, setPost] = useState(first);
      showPushed = setPost;
      return <LikeButton post={post} />;
    }
    logInAs();
    const first = makePost({ _id: 'p9', numOfLikes: 4, countsVersion: 10 });
    renderRoutes([{ path: '/', element: <Card first={first} /> }], '/');

    await userEvent.setup().click(likeButton());
    expect(likeButton()).toHaveTextContent('5');
    // Someone else liked too: their push (version 12) counts both likes, and comes first.
    act(() => showPushed({ ...first, isLiked: true, numOfLikes: 6, countsVersion: 12 }));
    answer.resolve(
      jsonResponse(
        { success: true, message: 'Liked', data: { numOfLikes: 5, countsVersion: 11 } },
        201,
      ),
    );
    expect(await screen.findByText('Liked')).toBeInTheDocument();
    expect(likeButton()).toHaveTextContent('6');
  });

  it('takes one away at once on unlike and shows Unliked', async () => {
    const fetchMock = routeFetch({
      'POST /dislike': () =>
        jsonResponse({ success: true, message: 'Unliked', data: { numOfLikes: 2 } }),
    });
    renderLike(makePost({ _id: 'p2', numOfLikes: 3, isLiked: true }));

    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(likeButton());
    expect(likeButton()).toHaveTextContent('2');
    expect(await screen.findByText('Unliked')).toBeInTheDocument();
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(requestsTo(fetchMock, '/dislike')).toHaveLength(1);
  });

  it('a 409 on like sends an unlike instead and shows Like removed', async () => {
    const fetchMock = routeFetch({
      'POST /like': () =>
        jsonResponse({ success: false, message: 'You already liked this post.' }, 409),
      'POST /dislike': () =>
        jsonResponse({ success: true, message: 'Unliked', data: { numOfLikes: 6 } }),
    });
    renderLike(makePost({ _id: 'p3', numOfLikes: 7, isLiked: false }));

    await userEvent.setup().click(likeButton());
    expect(await screen.findByText('Like removed')).toBeInTheDocument();
    expect(likeButton()).toHaveTextContent('6');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    const [unlike] = requestsTo(fetchMock, '/dislike');
    expect(await unlike.json()).toEqual({ postId: 'p3' });
  });

  it('a failed unlike puts the like and the count back', async () => {
    routeFetch({
      'POST /dislike': () => jsonResponse({ success: false, message: 'Server down' }, 500),
    });
    renderLike(makePost({ _id: 'p4', numOfLikes: 10, isLiked: true }));

    await userEvent.setup().click(likeButton());
    expect(await screen.findByText('Server down')).toBeInTheDocument();
    await waitFor(() => expect(likeButton()).toHaveTextContent('10'));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a failed like (not a 409) reverts too', async () => {
    routeFetch({
      'POST /like': () => jsonResponse({ success: false, message: 'Post not found' }, 404),
    });
    renderLike(makePost({ _id: 'p5', numOfLikes: 0 }));

    await userEvent.setup().click(likeButton());
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(likeButton()).toHaveTextContent('0');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
  });
});
