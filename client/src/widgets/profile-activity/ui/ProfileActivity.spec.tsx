import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileActivity } from './ProfileActivity';

const post = (id: string, extra = {}) => ({
  _id: id,
  title: `Caption ${id}`,
  postImage: null,
  postVideo: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...extra,
});

describe('Profile activity', () => {
  it("shows 'No Post found' when there are no posts", () => {
    render(<ProfileActivity posts={[]} />);
    expect(screen.getByText('No Post found')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Saved' })).not.toBeInTheDocument();
  });

  it('switches Activity/Saved, Grid/Scroll; Scenarios is disabled', async () => {
    const user = userEvent.setup();
    render(
      <ProfileActivity
        posts={[post('a', { postImage: '/media/a.jpg' }), post('b')]}
        savedPosts={[post('s')]}
        showScenarios
        renderPost={(p) => <article>Full {p.title}</article>}
      />,
    );
    const grid = screen.getByRole('list', { name: 'Posts' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Caption a' })).toHaveAttribute('src', '/media/a.jpg');
    expect(screen.getByRole('tab', { name: 'Scenarios (coming soon)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Scroll' }));
    expect(screen.getByText('Full Caption b')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Saved' }));
    expect(screen.getByText('Full Caption s')).toBeInTheDocument();
    expect(screen.queryByText('Full Caption a')).not.toBeInTheDocument();
  });
});
