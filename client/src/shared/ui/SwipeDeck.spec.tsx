import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwipeDeck } from './SwipeDeck';

const items = ['Alpha', 'Beta', 'Gamma'];

function renderDeck(props: { hasMore?: boolean; onLoadMore?: () => void } = {}) {
  return render(
    <SwipeDeck
      label="Clubs"
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
      {...props}
    />,
  );
}

describe('SwipeDeck', () => {
  beforeAll(() => {
    Element.prototype.scrollTo = jest.fn();
  });

  it('lists every card and steps through them with the buttons', async () => {
    renderDeck();
    expect(screen.getByRole('list', { name: 'Clubs' }).children).toHaveLength(3);
    const user = userEvent.setup();
    const previous = screen.getByRole('button', { name: 'Previous in Clubs' });
    const next = screen.getByRole('button', { name: 'Next in Clubs' });
    expect(previous).toBeDisabled();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });

  it('stays on a card that exists when the list shrinks under it', async () => {
    const deck = (list: string[]) => (
      <SwipeDeck
        label="Clubs"
        items={list}
        getKey={(item) => item}
        renderItem={(item) => <p>{item}</p>}
      />
    );
    const { rerender } = render(deck(items));
    const user = userEvent.setup();
    const next = screen.getByRole('button', { name: 'Next in Clubs' });
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();

    // The last card was deleted or joined: the deck is on the new last one, one step from the first.
    rerender(deck(['Alpha', 'Beta']));
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous in Clubs' }));
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
  });

  it('reads the next page when Next reaches the end and the server has more', async () => {
    // A phone: the end of the track lies far to the right of the 375px screen until swiped to.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const left = this.getAttribute('aria-hidden') === 'true' ? 3 * 375 : 0;
      return { top: 0, bottom: 200, left, right: left + 375, width: 375, height: 200 } as DOMRect;
    });
    const onLoadMore = jest.fn();
    renderDeck({ hasMore: true, onLoadMore });
    const user = userEvent.setup();
    const next = screen.getByRole('button', { name: 'Next in Clubs' });
    await user.click(next);
    expect(onLoadMore).not.toHaveBeenCalled();
    await user.click(next);
    expect(screen.getByText('3 / 3+')).toBeInTheDocument();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(next).toBeEnabled();
  });
});
