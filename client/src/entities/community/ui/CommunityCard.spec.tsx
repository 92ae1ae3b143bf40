import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@/shared/i18n';
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

  it("counts the members in the app's language, with its plural rules", async () => {
    const { rerender } = render(<CommunityCard community={{ ...community, membersCount: 1 }} />);
    expect(screen.getByText('1 member')).toBeInTheDocument();
    rerender(<CommunityCard community={{ ...community, membersCount: 1250 }} />);
    expect(screen.getByText('1,250 members')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByText('1250 miembros')).toBeInTheDocument();
    rerender(<CommunityCard community={{ ...community, membersCount: 1 }} />);
    expect(screen.getByText('1 miembro')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('fr'));
    // French CLDR: 0 and 1 are singular.
    rerender(<CommunityCard community={{ ...community, membersCount: 0 }} />);
    expect(screen.getByText('0 membre')).toBeInTheDocument();
  });
});
