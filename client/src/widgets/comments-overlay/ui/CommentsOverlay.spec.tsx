import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs, makeComment, makePost, ME } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { getSocket } from '@/shared/api';
import { CommentsOverlay } from './CommentsOverlay';

const POST = makePost({
  _id: 'post-x',
  title: 'Derby day',
  postImage: '/media/x-feed.webp',
  numOfComments: 4,
});

const reply2 = makeComment({
  _id: 'r2',
  comment: '@ana deeper still',
  user: { _id: ME._id, userName: ME.userName, fullName: ME.fullName, image: null },
});
const reply1 = makeComment({
  _id: 'r1',
  comment: '@ben agreed',
  parentCommentId: 'c1',
  replies: [reply2],
});
const TREE = [
  makeComment({ _id: 'c1', comment: 'What a match', replies: [reply1] }),
  makeComment({ _id: 'c2', comment: 'Second top-level' }),
];

function renderOverlay(onClose = jest.fn()) {
  logInAs();
  renderRoutes([{ path: '/', element: <CommentsOverlay post={POST} onClose={onClose} /> }], '/');
  return { onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Comments' }));
const itemOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('CommentsOverlay', () => {
  it('shows the post and the threaded comments, each reply level indented under its parent', async () => {
    routeFetch({ 'POST /viewComments': () => jsonResponse({ success: true, data: TREE }) });
    renderOverlay();

    expect(dialog().getByAltText(`Post by ${POST.createdBy.userName}`)).toBeInTheDocument();
    expect(dialog().getByText('Derby day')).toBeInTheDocument();
    expect(await dialog().findByText('What a match')).toBeInTheDocument();

    const top = itemOf('What a match');
    const second = itemOf('Second top-level');
    const first = itemOf('agreed');
    const deeper = itemOf('deeper still');
    expect(top).toHaveAttribute('data-depth', '0');
    expect(second).toHaveAttribute('data-depth', '0');
    expect(first).toHaveAttribute('data-depth', '1');
    expect(deeper).toHaveAttribute('data-depth', '2');
    // Nesting in the DOM: each reply sits inside its parent's item.
    expect(top).toContainElement(first);
    expect(first).toContainElement(deeper);
    expect(second).not.toContainElement(first);
  });

  it("highlights the leading '@' mention of a reply", async () => {
    routeFetch({ 'POST /viewComments': () => jsonResponse({ success: true, data: TREE }) });
    renderOverlay();
    await screen.findByText('What a match');
    const mention = within(itemOf('agreed')).getByText('@ben');
    expect(mention.tagName).toBe('MARK');
    expect(mention.closest('p')).toHaveTextContent('@ben agreed');
  });

  it("Reply prefills '@' + the user name, shows the banner, and Cancel drops it", async () => {
    routeFetch({ 'POST /viewComments': () => jsonResponse({ success: true, data: TREE }) });
    renderOverlay();
    await screen.findByText('What a match');

    fireEvent.click(
      within(itemOf('Second top-level')).getAllByRole('button', { name: 'Reply' })[0],
    );
    expect(dialog().getByLabelText('Write a reply')).toHaveValue(`@${TREE[1].user.userName} `);
    expect(dialog().getByText(/Replying to/)).toBeInTheDocument();

    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(dialog().getByLabelText('Add a comment')).toHaveValue('');
    expect(dialog().queryByText(/Replying to/)).not.toBeInTheDocument();
  });

  it('offers Edit and Delete only on own comments', async () => {
    routeFetch({ 'POST /viewComments': () => jsonResponse({ success: true, data: TREE }) });
    renderOverlay();
    await screen.findByText('What a match');
    expect(dialog().getAllByRole('button', { name: 'Comment options' })).toHaveLength(1);
    fireEvent.click(dialog().getByRole('button', { name: 'Comment options' }));
    expect(dialog().getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(dialog().getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('reloads when a comment_update for this post arrives, not for another post', async () => {
    const fetchMock = routeFetch({
      'POST /viewComments': () => jsonResponse({ success: true, data: TREE }),
    });
    renderOverlay();
    await screen.findByText('What a match');
    expect(requestsTo(fetchMock, '/viewComments')).toHaveLength(1);

    const push = (postId: string) =>
      act(() =>
        getSocket()
          .listeners('comment_update')
          .forEach((fn) => fn({ postId })),
      );
    push('another-post');
    push('post-x');
    await waitFor(() => expect(requestsTo(fetchMock, '/viewComments')).toHaveLength(2));
  });

  it('Close calls onClose', async () => {
    routeFetch({ 'POST /viewComments': () => jsonResponse({ success: true, data: [] }) });
    const { onClose } = renderOverlay();
    expect(await dialog().findByText('No comments yet.')).toBeInTheDocument();
    fireEvent.click(dialog().getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
