import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePost } from '../../../../test/posts';
import type { PostDto } from '@/entities/post';
import { ProfileActivity, type PostListState } from './ProfileActivity';

const post = (id: string, extra: Partial<PostDto> = {}) =>
  makePost({ _id: id, title: `Caption ${id}`, ...extra });

const list = (items: PostDto[], paging: Partial<PostListState['paging']> = {}): PostListState => ({
  items,
  paging: {
    hasMore: false,
    isFetchingMore: false,
    onLoadMore: jest.fn(),
    itemCount: items.length,
    ...paging,
  },
});

const renderFull = (p: PostDto) => <article>Full {p.title}</article>;

describe('Profile activity', () => {
  it("shows 'No Post found' when there are no posts", () => {
    render(<ProfileActivity posts={list([])} renderPost={renderFull} onOpenPost={jest.fn()} />);
    expect(screen.getByText('No Post found')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Saved' })).not.toBeInTheDocument();
  });

  it('switches Activity/Saved, Grid/Scroll; Scenarios is disabled', async () => {
    const user = userEvent.setup();
    render(
      <ProfileActivity
        posts={list([post('a', { postImage: '/media/a.jpg' }), post('b')])}
        saved={list([post('s')])}
        showScenarios
        renderPost={renderFull}
        onOpenPost={jest.fn()}
      />,
    );
    const grid = screen.getByRole('list', { name: 'Posts' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    const tile = screen.getByRole('button', { name: 'Open post: Caption a' });
    expect(tile.querySelector('img')).toHaveAttribute('src', '/media/a.jpg');
    expect(screen.getByRole('tab', { name: 'Scenarios (coming soon)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Scroll' }));
    expect(screen.getByText('Full Caption b')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Saved' }));
    expect(screen.getByText('Full Caption s')).toBeInTheDocument();
    expect(screen.queryByText('Full Caption a')).not.toBeInTheDocument();
  });

  it('a grid tile opens its post (with the comments)', async () => {
    const onOpenPost = jest.fn();
    const video = post('v', { postVideo: '/media/v.mp4' });
    render(
      <ProfileActivity
        posts={list([post('a'), video])}
        renderPost={renderFull}
        onOpenPost={onOpenPost}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open post: Caption v' }));
    expect(onOpenPost).toHaveBeenCalledWith(video);
  });

  it('asks for the next page of the shown list when its end is reached', () => {
    const more = jest.fn();
    const savedMore = jest.fn();
    render(
      <ProfileActivity
        posts={list([post('a')], { hasMore: true, onLoadMore: more })}
        saved={list([post('s')], { hasMore: true, onLoadMore: savedMore })}
        renderPost={renderFull}
        onOpenPost={jest.fn()}
      />,
    );
    // jsdom lays nothing out: the end of the list counts as in view.
    expect(more).toHaveBeenCalled();
    expect(savedMore).not.toHaveBeenCalled();
  });
});
