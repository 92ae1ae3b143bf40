import { fireEvent, render, screen } from '@testing-library/react';
import { CommunityCard } from './CommunityCard';

const community = {
  _id: 'c1',
  name: 'eagles U18',
  description: 'Our squad',
  bannerImage: '/api/v1/media/communities/c1/banner-card.webp',
  membersCount: 12,
};

describe('CommunityCard', () => {
  it('shows the banner, and the initial instead when the banner cannot be loaded', () => {
    const { container } = render(<CommunityCard community={community} />);
    const banner = container.querySelector('img');
    expect(banner).toHaveAttribute('src', community.bannerImage);
    expect(screen.queryByText('E')).not.toBeInTheDocument();

    fireEvent.error(banner as HTMLImageElement);

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('E')).toBeInTheDocument();
  });
});
