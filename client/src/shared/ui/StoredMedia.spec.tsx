import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { jsonResponse, routeFetch } from '../../../test/http';
import { logInAs } from '../../../test/posts';
import { Avatar } from './Avatar';
import { StoredImage } from './StoredMedia';

const KEY = 'posts/6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11/0b8f2a52-2f43-4a63-9d3e-0c2b1a9d8e11.png';
const EXPIRED = `/media/${KEY}?e=1000&s=old`;
const FRESH = `/media/${KEY}?e=${Math.floor(Date.now() / 1000) + 900}&s=new`;

describe('stored media in a tab left open', () => {
  beforeEach(() => logInAs());

  it('loads a picture whose signed URL expired again from a fresh one, asked once for the page', async () => {
    const asked: unknown[] = [];
    routeFetch({
      'POST /media/urls': async (request) => {
        asked.push(await request.json());
        return jsonResponse({ success: true, data: { [KEY]: FRESH } });
      },
    });
    render(
      <>
        <StoredImage src={EXPIRED} alt="Post" />
        <StoredImage src={EXPIRED} alt="Same post, elsewhere" />
      </>,
    );
    act(() => {
      fireEvent.error(screen.getByAltText('Post'));
      fireEvent.error(screen.getByAltText('Same post, elsewhere'));
    });
    await waitFor(() => expect(screen.getByAltText('Post')).toHaveAttribute('src', FRESH));
    expect(screen.getByAltText('Same post, elsewhere')).toHaveAttribute('src', FRESH);
    expect(asked).toEqual([{ keys: [KEY] }]);
  });

  it('shows the default avatar when the reader may no longer see the picture', async () => {
    routeFetch({ 'POST /media/urls': () => jsonResponse({ success: true, data: {} }) });
    const hidden = `/media/${KEY.replace('.png', '-small.webp')}?e=1000&s=old`;
    render(<Avatar src={hidden} alt="Ann" />);
    act(() => {
      fireEvent.error(screen.getByAltText('Ann'));
    });
    await waitFor(() =>
      expect(screen.getByAltText('Ann').getAttribute('src')).not.toContain('/media/'),
    );
  });

  it('asks nothing for a broken bare URL (it does not expire): the fallback at once', async () => {
    const fetchMock = routeFetch({});
    render(<Avatar src={`/media/${KEY}`} alt="Bo" />);
    act(() => {
      fireEvent.error(screen.getByAltText('Bo'));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByAltText('Bo').getAttribute('src')).not.toContain('/media/'),
    );
  });
});
