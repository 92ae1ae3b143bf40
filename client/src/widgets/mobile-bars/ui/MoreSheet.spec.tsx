import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../test/render';
import { MoreSheet } from './MoreSheet';

const page = (name: string) => ({
  element: (
    <>
      <MoreSheet buttonClassName="more" />
      <h1>{name}</h1>
    </>
  ),
});

describe('MoreSheet', () => {
  it("leads a phone to the sidebar's pages the bars lack, and closes on the way", async () => {
    const { router } = renderRoutes(
      [
        { path: '/feed', ...page('Feed') },
        { path: '/networking', ...page('Networking page') },
        { path: '/connections', ...page('Connections page') },
        { path: '/community', ...page('Communities page') },
        { path: '/settings', ...page('Settings page') },
      ],
      '/feed',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More' }));
    const sheet = within(screen.getByRole('dialog', { name: 'More' }));
    expect(sheet.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Networking',
      'Connections',
      'Communities',
      'Recruiting',
      'Settings',
    ]);
    await user.click(sheet.getByRole('link', { name: 'Communities' }));
    expect(router.state.location.pathname).toBe('/community');
    expect(await screen.findByRole('heading', { name: 'Communities page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
