import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { deferred, logInAs, makePost } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { i18n } from '@/shared/i18n';
import { CreatePostDialog } from './CreatePostDialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return <CreatePostDialog open={open} onClose={() => setOpen(false)} />;
}

function renderDialog() {
  logInAs();
  return renderRoutes(
    [
      { path: '/somewhere', element: <Harness /> },
      { path: '/feed', element: <h1>Feed page</h1> },
    ],
    '/somewhere',
  );
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Create a new Post' }));
const caption = () => dialog().getByLabelText('Caption');
const postButton = () => dialog().getByRole('button', { name: 'Post' });

// jsdom's FormData cannot be read back through undici's Request: record what the form appends.
function appended(): Array<[string, string]> {
  return appendSpy.mock.calls.map(([name, value]) => [
    name as string,
    typeof value === 'string' ? value : (value as File).name,
  ]);
}

let appendSpy: jest.SpyInstance;
beforeEach(() => {
  appendSpy = jest.spyOn(FormData.prototype, 'append');
});

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('CreatePostDialog', () => {
  it('counts the caption against 600', async () => {
    renderDialog();
    expect(dialog().getByText('0/600')).toBeInTheDocument();
    await userEvent.setup().type(caption(), 'Hello');
    expect(dialog().getByText('5/600')).toBeInTheDocument();
  });

  it('refuses a blank caption without calling the server, zero-width characters too', async () => {
    const fetchMock = routeFetch({});
    renderDialog();
    const user = userEvent.setup();
    for (const blank of ['   ', '\u200b\u200b\u200b']) {
      fireEvent.change(caption(), { target: { value: blank } });
      await user.click(postButton());
      expect(dialog().getByRole('alert')).toHaveTextContent(
        'Please enter some text for your post.',
      );
    }
    expect(requestsTo(fetchMock, '/createPost')).toHaveLength(0);
  });

  it('refuses a caption over 600 characters', async () => {
    const fetchMock = routeFetch({});
    renderDialog();
    fireEvent.change(caption(), { target: { value: 'x'.repeat(601) } });
    expect(dialog().getByText('601/600')).toBeInTheDocument();
    await userEvent.setup().click(postButton());
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Description must be 600 characters or less.',
    );
    expect(requestsTo(fetchMock, '/createPost')).toHaveLength(0);
  });

  it('counts an emoji as one character, as the server does', () => {
    renderDialog();
    fireEvent.change(caption(), { target: { value: '🏀'.repeat(350) } });
    expect(dialog().getByText('350/600')).toBeInTheDocument();
    fireEvent.change(caption(), { target: { value: '🏀'.repeat(601) } });
    expect(dialog().getByText('601/600')).toBeInTheDocument();
  });

  it('refuses a file that is neither image nor video', async () => {
    renderDialog();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(dialog().getByLabelText('Photo or video'), { target: { files: [file] } });
    expect(dialog().getByRole('alert')).toHaveTextContent('Only image or video files are allowed.');
    expect(dialog().queryByAltText('Selected media preview')).not.toBeInTheDocument();
  });

  it('refuses an image whose preview cannot be shown (its bytes are no picture)', async () => {
    renderDialog();
    const user = userEvent.setup();
    const file = new File(['hello'], 'fake.png', { type: 'image/png' });
    await user.upload(dialog().getByLabelText('Photo or video'), file);
    fireEvent.error(dialog().getByAltText('Selected media preview'));
    expect(dialog().getByRole('alert')).toHaveTextContent('Only image or video files are allowed.');
    expect(dialog().queryByAltText('Selected media preview')).not.toBeInTheDocument();
  });

  it('previews the picked image, posts multipart, toasts Posting.... then Posted and goes to /feed', async () => {
    const answer = deferred<Response>();
    const fetchMock = routeFetch({ 'POST /createPost': () => answer.promise });
    const { router } = renderDialog();
    const user = userEvent.setup();

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'goal.png', { type: 'image/png' });
    await user.upload(dialog().getByLabelText('Photo or video'), file);
    expect(dialog().getByAltText('Selected media preview')).toHaveAttribute('src', 'blob:preview');
    await user.type(caption(), '  What a goal!  ');
    await user.click(postButton());

    expect(await screen.findByText('Posting....')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feed');

    answer.resolve(
      jsonResponse(
        { success: true, message: 'Posted', data: makePost({ title: 'What a goal!' }) },
        201,
      ),
    );
    expect(await screen.findByText('Posted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Posting....')).not.toBeInTheDocument());

    expect(requestsTo(fetchMock, '/createPost')).toHaveLength(1);
    expect(appended()).toEqual([
      ['title', 'What a goal!'],
      ['image', 'goal.png'],
    ]);
  });

  it('sends a video under `video`', async () => {
    const fetchMock = routeFetch({
      'POST /createPost': () =>
        jsonResponse({ success: true, message: 'Posted', data: makePost() }, 201),
    });
    renderDialog();
    const user = userEvent.setup();
    const file = new File(['....'], 'clip.mp4', { type: 'video/mp4' });
    await user.upload(dialog().getByLabelText('Photo or video'), file);
    expect(dialog().getByLabelText('Selected video preview')).toBeInTheDocument();
    await user.type(caption(), 'Training');
    await user.click(postButton());
    expect(await screen.findByText('Posted')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/createPost')).toHaveLength(1);
    expect(appended()).toEqual([
      ['title', 'Training'],
      ['video', 'clip.mp4'],
    ]);
  });

  it("on failure toasts 'Post creation Failed' with the server's message, goes to /feed, and keeps the post for the next opening", async () => {
    routeFetch({
      'POST /createPost': () =>
        jsonResponse({ success: false, message: 'Only image or video files are allowed.' }, 415),
    });
    const { router } = renderDialog();
    const user = userEvent.setup();
    await user.type(caption(), 'Renamed exe');
    await user.click(postButton());

    expect(await screen.findByText('Post creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Only image or video files are allowed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feed');

    // The refused post is not lost: the next opening of the form brings it back, once.
    renderDialog();
    expect(caption()).toHaveValue('Renamed exe');
    await user.click(dialog().getByRole('button', { name: 'Close' }));
    renderDialog();
    expect(caption()).toHaveValue('');
  });
});

describe('CreatePostDialog in Spanish', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows its title, fields and checks in Spanish when the language is Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    routeFetch({});
    logInAs();
    renderRoutes([{ path: '/somewhere', element: <Harness /> }], '/somewhere');

    const es = within(screen.getByRole('dialog', { name: 'Crear una nueva publicación' }));
    expect(es.getByLabelText('Foto o vídeo')).toBeInTheDocument();
    expect(es.getByLabelText('Descripción')).toHaveAttribute(
      'placeholder',
      '¿Qué está pasando en tu partido?',
    );
    await userEvent.setup().click(es.getByRole('button', { name: 'Publicar' }));
    expect(es.getByRole('alert')).toHaveTextContent('Escribe algo de texto para tu publicación.');
  });
});

describe('CreatePostDialog in a community', () => {
  const COMMUNITY = '33333333-3333-4333-8333-333333333333';

  function renderCommunityDialog(onSubmitted = jest.fn()) {
    logInAs();
    function CommunityHarness() {
      const [open, setOpen] = useState(true);
      return (
        <CreatePostDialog
          open={open}
          onClose={() => setOpen(false)}
          onSubmitted={() => {
            onSubmitted();
            setOpen(false);
          }}
          communityId={COMMUNITY}
        />
      );
    }
    return renderRoutes([{ path: '/community/x', element: <CommunityHarness /> }], '/community/x');
  }

  it("wants a caption and an image: 'Missing title or image' for either, without a request", async () => {
    const fetchMock = routeFetch({});
    renderCommunityDialog();
    const user = userEvent.setup();
    await user.type(caption(), 'Training');
    await user.click(postButton());
    expect(dialog().getByRole('alert')).toHaveTextContent('Missing title or image');

    await user.clear(caption());
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'team.png', { type: 'image/png' });
    await user.upload(dialog().getByLabelText('Photo'), png);
    await user.click(postButton());
    expect(dialog().getByRole('alert')).toHaveTextContent('Missing title or image');
    expect(requestsTo(fetchMock, '/createPost')).toHaveLength(0);
  });

  it('takes pictures only', () => {
    renderCommunityDialog();
    const input = dialog().getByLabelText('Photo');
    expect(input).toHaveAttribute('accept', expect.not.stringContaining('video'));
    const clip = new File(['....'], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [clip] } });
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Community posts take a PNG or JPEG image.',
    );
  });

  it('sends the community id with the picture and stays where it is', async () => {
    const onSubmitted = jest.fn();
    routeFetch({
      'POST /createPost': () =>
        jsonResponse(
          { success: true, message: 'Posted', data: makePost({ communityId: COMMUNITY }) },
          201,
        ),
    });
    const { router } = renderCommunityDialog(onSubmitted);
    const user = userEvent.setup();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'team.png', { type: 'image/png' });
    await user.upload(dialog().getByLabelText('Photo'), png);
    await user.type(caption(), 'Squad photo');
    await user.click(postButton());
    expect(await screen.findByText('Posted')).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/community/x');
    expect(appended()).toEqual([
      ['title', 'Squad photo'],
      ['communityId', COMMUNITY],
      ['image', 'team.png'],
    ]);
  });
});
