import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs, makeComment, makePost, ME } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { getSocket, type CommentUpdatePayload } from '@/shared/api';
import { i18n } from '@/shared/i18n';
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

const dialog = () => within(screen.getByRole('dialog', { name: /^Comments\b/ }));
const itemOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('CommentsOverlay', () => {
  // The socket is one module-wide client: listeners of earlier tests' stores must not answer.
  beforeEach(() => {
    getSocket().removeAllListeners();
  });

  it('shows the post and the threaded comments, each reply level indented under its parent', async () => {
    routeFetch({
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: TREE, nextCursor: null, numOfComments: 4 }),
    });
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
    routeFetch({
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: TREE, nextCursor: null, numOfComments: 4 }),
    });
    renderOverlay();
    await screen.findByText('What a match');
    const mention = within(itemOf('agreed')).getByText('@ben');
    expect(mention.tagName).toBe('MARK');
    expect(mention.closest('p')).toHaveTextContent('@ben agreed');
  });

  it("Reply prefills '@' + the user name, shows the banner, and Cancel drops it", async () => {
    routeFetch({
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: TREE, nextCursor: null, numOfComments: 4 }),
    });
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

  it('scrolls my reply into view once it shows in the thread', async () => {
    const mine = makeComment({
      _id: 'mine',
      comment: '@ben me too',
      parentCommentId: 'c2',
      user: { _id: ME._id, userName: ME.userName, fullName: ME.fullName, image: null },
    });
    routeFetch({
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: TREE, nextCursor: null, numOfComments: 4 }),
      'POST /createComment': () => jsonResponse({ success: true, data: mine }, 201),
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderOverlay();
    await screen.findByText('What a match');

    fireEvent.click(
      within(itemOf('Second top-level')).getAllByRole('button', { name: 'Reply' })[0],
    );
    fireEvent.change(dialog().getByLabelText('Write a reply'), {
      target: { value: '@ben me too' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(scrolled).toContain(itemOf('me too')));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('offers Edit and Delete only on own comments, Report on everyone else’s', async () => {
    routeFetch({
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: TREE, nextCursor: null, numOfComments: 4 }),
    });
    renderOverlay();
    await screen.findByText('What a match');
    const menus = dialog().getAllByRole('button', { name: 'Comment options' });
    const offers = menus.map((menu) => {
      fireEvent.click(menu);
      const items = dialog()
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      fireEvent.click(menu);
      return items.join(',');
    });
    expect(offers.filter((o) => o === 'Edit,Delete')).toHaveLength(1);
    expect(offers.filter((o) => o === 'Report')).toHaveLength(menus.length - 1);
  });

  it('patches the thread on comment_update: reads only the named comment, never the whole thread again', async () => {
    const fresh = makeComment({ _id: 'c3', comment: 'Late equaliser' });
    const reply = makeComment({ _id: 'r9', comment: 'Sure was', parentCommentId: 'c2' });
    let edited = false;
    const fetchMock = routeFetch({
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: TREE, nextCursor: null, numOfComments: 4 }),
      'POST /viewComment': async (request) => {
        const { commentId } = (await request.clone().json()) as { commentId: string };
        const comment =
          commentId === 'c3'
            ? fresh
            : commentId === 'r9'
              ? reply
              : { ...TREE[1], comment: edited ? 'Second, edited' : TREE[1].comment };
        return jsonResponse({ success: true, data: { comment, numOfComments: 6 } });
      },
    });
    renderOverlay();
    await screen.findByText('What a match');
    const push = (payload: CommentUpdatePayload) =>
      act(() =>
        getSocket()
          .listeners('comment_update')
          .forEach((fn) => fn(payload)),
      );

    push({ postId: 'another-post', commentId: 'zz', parentCommentId: null, action: 'created' });
    push({ postId: 'post-x', commentId: 'c3', parentCommentId: null, action: 'created' });
    expect(await dialog().findByText('Late equaliser')).toBeInTheDocument();
    expect(itemOf('Late equaliser')).toHaveAttribute('data-depth', '0');

    push({ postId: 'post-x', commentId: 'r9', parentCommentId: 'c2', action: 'created' });
    expect(await dialog().findByText('Sure was')).toBeInTheDocument();
    expect(itemOf('Second top-level')).toContainElement(itemOf('Sure was'));

    edited = true;
    push({ postId: 'post-x', commentId: 'c2', parentCommentId: null, action: 'updated' });
    expect(await dialog().findByText('Second, edited')).toBeInTheDocument();
    // The reply shown under the edited comment stays.
    expect(dialog().getByText('Sure was')).toBeInTheDocument();

    push({ postId: 'post-x', commentId: 'c1', parentCommentId: null, action: 'deleted' });
    await waitFor(() => expect(dialog().queryByText('What a match')).not.toBeInTheDocument());
    expect(dialog().queryByText('agreed')).not.toBeInTheDocument();

    expect(requestsTo(fetchMock, '/viewComments')).toHaveLength(1);
    expect(requestsTo(fetchMock, '/viewComment')).toHaveLength(3);
  });

  it('deleting my comment drops it with its replies and keeps the thread, whether the push or the answer comes first', async () => {
    const mine = (id: string, text: string, replies: ReturnType<typeof makeComment>[] = []) =>
      makeComment({
        _id: id,
        comment: text,
        replies,
        user: { _id: ME._id, userName: ME.userName, fullName: ME.fullName, image: null },
      });
    const pushDeleted = (commentId: string) =>
      getSocket()
        .listeners('comment_update')
        .forEach((fn) =>
          fn({ postId: 'post-x', commentId, parentCommentId: null, action: 'deleted' }),
        );
    routeFetch({
      'POST /viewComments': () =>
        jsonResponse({
          success: true,
          data: [
            mine('m1', 'First of mine', [makeComment({ _id: 'm1r', comment: 'A reply to it' })]),
            mine('m2', 'Second of mine'),
            makeComment({ _id: 'o1', comment: 'Not mine' }),
          ],
          nextCursor: null,
          numOfComments: 4,
        }),
      'POST /deleteComment': async (request) => {
        const { commentId } = (await request.clone().json()) as { commentId: string };
        // The server's push reaches this tab before the answer to the delete does.
        if (commentId === 'm2') act(() => pushDeleted('m2'));
        return jsonResponse({
          success: true,
          message: 'Comment deleted',
          data: { numOfComments: commentId === 'm1' ? 2 : 1 },
        });
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderOverlay();
      const remove = async (text: string) => {
        fireEvent.click(
          within(itemOf(text)).getAllByRole('button', { name: 'Comment options' })[0],
        );
        fireEvent.click(dialog().getByRole('menuitem', { name: 'Delete' }));
        await waitFor(() => expect(dialog().queryByText(text)).not.toBeInTheDocument());
      };
      await screen.findByText('First of mine');
      await remove('First of mine');
      expect(dialog().queryByText('A reply to it')).not.toBeInTheDocument();
      await remove('Second of mine');
      expect(dialog().getByText('Not mine')).toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      confirm.mockRestore();
      errors.mockRestore();
    }
  });

  it("'View more replies' reads a comment's next replies into the thread until there are none", async () => {
    const reply = (n: number, comment: string) =>
      makeComment({
        _id: `r${n}`,
        comment,
        parentCommentId: 'c1',
        createdAt: `2026-11-0${n}T10:00:00.000Z`,
      });
    const shown = reply(1, 'First reply');
    const top = makeComment({
      _id: 'c1',
      comment: 'Busy comment',
      replies: [shown],
      repliesCursor: 'cursor-1',
    });
    const pages: Record<string, unknown> = {
      'cursor-1': {
        data: [reply(2, 'Second reply')],
        nextCursor: 'cursor-2',
      },
      'cursor-2': { data: [reply(3, 'Third reply')], nextCursor: null },
    };
    const fetchMock = routeFetch({
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: [top], nextCursor: null, numOfComments: 4 }),
      'POST /viewReplies': async (request) => {
        const { cursor } = (await request.clone().json()) as { cursor: string };
        return jsonResponse({ success: true, ...(pages[cursor] as object) });
      },
    });
    renderOverlay();
    await screen.findByText('Busy comment');

    fireEvent.click(dialog().getByRole('button', { name: 'View more replies' }));
    expect(await dialog().findByText('Second reply')).toBeInTheDocument();
    expect(itemOf('Busy comment')).toContainElement(itemOf('Second reply'));
    expect(itemOf('Second reply')).toHaveAttribute('data-depth', '1');

    fireEvent.click(dialog().getByRole('button', { name: 'View more replies' }));
    expect(await dialog().findByText('Third reply')).toBeInTheDocument();
    expect(dialog().queryByRole('button', { name: 'View more replies' })).not.toBeInTheDocument();
    const replies = within(itemOf('Busy comment')).getAllByText(/reply$/);
    expect(replies.map((r) => r.textContent)).toEqual([
      'First reply',
      'Second reply',
      'Third reply',
    ]);
    const bodies = await Promise.all(
      requestsTo(fetchMock, '/viewReplies').map((r) => r.clone().json()),
    );
    expect(bodies).toEqual([
      { commentId: 'c1', cursor: 'cursor-1', limit: 10 },
      { commentId: 'c1', cursor: 'cursor-2', limit: 10 },
    ]);
  });

  it('reads top-level comments page by page as the list is scrolled to its end', async () => {
    let atEnd = false;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.hasAttribute('data-list-end') ? (atEnd ? 450 : 2000) : 0;
      const bottom = this.hasAttribute('data-list-end') ? top : 400;
      return { top, bottom, left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
    });
    const later = makeComment({ _id: 'c9', comment: 'From page two' });
    const fetchMock = routeFetch({
      'POST /viewComments': async (request) => {
        const body = (await request.clone().json()) as { cursor?: string; limit: number };
        return body.cursor
          ? jsonResponse({ success: true, data: [later], nextCursor: null, numOfComments: 5 })
          : jsonResponse({ success: true, data: TREE, nextCursor: 'next-1', numOfComments: 5 });
      },
    });
    renderOverlay();
    await screen.findByText('What a match');
    const [first] = requestsTo(fetchMock, '/viewComments');
    expect(await first.json()).toEqual({ postId: 'post-x', limit: 20 });

    atEnd = true;
    fireEvent.scroll(dialog().getByText('What a match').closest('ul')!.parentElement!);
    expect(await dialog().findByText('From page two')).toBeInTheDocument();
    const second = requestsTo(fetchMock, '/viewComments')[1];
    expect(await second.json()).toEqual({ postId: 'post-x', limit: 20, cursor: 'next-1' });
  });

  it('Reply puts the caret after the @name prefix in the comment box', async () => {
    routeFetch({
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: TREE, nextCursor: null, numOfComments: 4 }),
    });
    renderOverlay();
    await screen.findByText('What a match');
    const replyButton = within(itemOf('Second top-level')).getAllByRole('button', {
      name: 'Reply',
    })[0];
    replyButton.focus();
    fireEvent.click(replyButton);
    const box = dialog().getByLabelText('Write a reply') as HTMLInputElement;
    await waitFor(() => expect(box).toHaveFocus());
    const prefix = `@${TREE[1].user.userName} `;
    expect(box.selectionStart).toBe(prefix.length);
    expect(box.selectionEnd).toBe(prefix.length);
  });

  it('shows its title, counts and replies in Spanish when the language is Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      const top = makeComment({
        _id: 'c1',
        comment: 'Qué partido',
        replies: [],
        repliesCursor: 'cursor-1',
      });
      routeFetch({
        'POST /viewComments': () =>
          jsonResponse({ success: true, data: [top], nextCursor: null, numOfComments: 4 }),
      });
      renderOverlay();
      const es = within(screen.getByRole('dialog', { name: /^Comentarios\b/ }));
      await es.findByText('Qué partido');
      expect(es.getByText('4 comentarios')).toBeInTheDocument();
      expect(es.getByRole('button', { name: 'Ver respuestas' })).toBeInTheDocument();
      expect(es.getByRole('button', { name: 'Responder' })).toBeInTheDocument();
      expect(es.getByRole('region', { name: 'Lista de comentarios' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('Close calls onClose', async () => {
    routeFetch({
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: [], nextCursor: null, numOfComments: 0 }),
    });
    const { onClose } = renderOverlay();
    expect(await dialog().findByText('No comments yet.')).toBeInTheDocument();
    fireEvent.click(dialog().getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
