import { act, fireEvent, screen } from '@testing-library/react';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { CommentForm, type ReplyTarget } from './CommentForm';

function renderForm(replyTo: ReplyTarget | null = null, onCancelReply = jest.fn()) {
  logInAs();
  renderRoutes(
    [
      {
        path: '/',
        element: <CommentForm postId="p1" replyTo={replyTo} onCancelReply={onCancelReply} />,
      },
    ],
    '/',
  );
  return { onCancelReply };
}

const input = () => screen.getByLabelText(/Add a comment|Write a reply/);
const submitButton = () => screen.getByRole('button', { name: /^(Post|Wait \d+s)$/ });

async function send(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => {
    fireEvent.click(submitButton());
  });
}

/** Lets fetch and RTK Query settle while jest's clock is frozen. */
async function flush() {
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await Promise.resolve();
      jest.advanceTimersByTime(0);
    });
  }
}

const created = () =>
  jsonResponse({ success: true, message: 'Comment created', data: { _id: 'c1' } }, 201);

describe('CommentForm', () => {
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('counts against 200 and caps the input there', () => {
    routeFetch({});
    renderForm();
    expect(screen.getByText('0/200')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: 'Nice' } });
    expect(screen.getByText('4/200')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '🏀'.repeat(201) } });
    expect(input()).toHaveValue('🏀'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('ignores a blank comment without calling the server, zero-width characters too', async () => {
    const fetchMock = routeFetch({ 'POST /createComment': created });
    renderForm();
    await send('    ');
    await send('\u200b\u2060\u200b');
    await flush();
    expect(requestsTo(fetchMock, '/createComment')).toHaveLength(0);
    expect(submitButton()).toHaveTextContent('Post');
  });

  it("posts, clears the input, toasts 'Comment created' and counts 'Wait Ns' down each second", async () => {
    const fetchMock = routeFetch({ 'POST /createComment': created });
    renderForm();
    await send('  Great game  ');
    await flush();

    expect(await screen.findByText('Comment created')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Wait 10s');
    expect(submitButton()).toBeDisabled();
    const [request] = requestsTo(fetchMock, '/createComment');
    expect(await request.json()).toEqual({ postId: 'p1', comment: 'Great game' });

    act(() => jest.advanceTimersByTime(1000));
    expect(submitButton()).toHaveTextContent('Wait 9s');
    act(() => jest.advanceTimersByTime(3000));
    expect(submitButton()).toHaveTextContent('Wait 6s');
    act(() => jest.advanceTimersByTime(6000));
    expect(submitButton()).toHaveTextContent('Post');
    expect(input()).toBeEnabled();
  });

  it("a 429 starts the countdown from the server's retryAfter and shows its message", async () => {
    routeFetch({
      'POST /createComment': () =>
        jsonResponse(
          {
            success: false,
            code: 'RATE_LIMITED',
            message: 'Please wait 4 seconds before commenting again.',
            retryAfter: 4,
          },
          429,
        ),
    });
    renderForm();
    await send('Too fast');
    await flush();

    expect(
      await screen.findByText('Please wait 4 seconds before commenting again.'),
    ).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Wait 4s');
    expect(input()).toHaveValue('Too fast');
    act(() => jest.advanceTimersByTime(4000));
    expect(submitButton()).toHaveTextContent('Post');
  });

  it("a reply starts with '@' + the user name, shows the banner and sends the parent id", async () => {
    const fetchMock = routeFetch({ 'POST /createComment': created });
    const { onCancelReply } = renderForm({ commentId: 'c9', userName: 'ben' });

    expect(screen.getByRole('status')).toHaveTextContent('Replying to @ben');
    expect(input()).toHaveValue('@ben ');

    // Only the mention is still blank.
    await send('@ben   ');
    expect(requestsTo(fetchMock, '/createComment')).toHaveLength(0);

    // A reply whose mention was erased gets it back.
    await send('agreed');
    await flush();
    const [request] = requestsTo(fetchMock, '/createComment');
    expect(await request.json()).toEqual({
      postId: 'p1',
      comment: '@ben agreed',
      parentCommentId: 'c9',
    });
    expect(onCancelReply).toHaveBeenCalled();
  });

  it('a reply whose mention was erased counts it, and the box stops where the reply fits whole', async () => {
    const fetchMock = routeFetch({ 'POST /createComment': created });
    renderForm({ commentId: 'c9', userName: 'ben' });
    expect(screen.getByText('5/200')).toBeInTheDocument();
    // '@ben ' comes back on Post: 5 of the 200 are its.
    fireEvent.change(input(), { target: { value: 'x' } });
    expect(screen.getByText('6/200')).toBeInTheDocument();
    const typed = `${'k'.repeat(191)} END!`;
    fireEvent.change(input(), { target: { value: typed } });
    expect(input()).toHaveValue(typed.slice(0, 195));
    expect(screen.getByText('200/200')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await flush();
    const [request] = requestsTo(fetchMock, '/createComment');
    const { comment } = (await request.json()) as { comment: string };
    expect(comment).toBe(`@ben ${typed.slice(0, 195)}`);
    expect(Array.from(comment)).toHaveLength(200);
  });

  it('Cancel on the reply banner drops the reply', () => {
    routeFetch({});
    const { onCancelReply } = renderForm({ commentId: 'c9', userName: 'ben' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancelReply).toHaveBeenCalledTimes(1);
  });
});
