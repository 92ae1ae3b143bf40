import { fireEvent, render, screen } from '@testing-library/react';
import { InfiniteScroll } from './InfiniteScroll';

/**
 * jsdom lays nothing out: the list's box spans 0-400px of an 800px window, and the end of the
 * list lies `endTop` px below the top of the window.
 */
function setListGeometry(endTop: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.hasAttribute('data-list-end') ? endTop : 0;
    const bottom = this.hasAttribute('data-list-end') ? top : 400;
    return { top, bottom, left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
  });
}

/** A list that scrolls in a box of its own, as the chat list does, and pages with no more props. */
function renderScrollingList(onLoadMore: () => void) {
  render(
    <ul aria-label="Chats" style={{ overflowY: 'auto' }}>
      <InfiniteScroll hasMore isFetchingMore={false} onLoadMore={onLoadMore} itemCount={20}>
        <li>Chat 20</li>
      </InfiniteScroll>
    </ul>,
  );
  return screen.getByRole('list', { name: 'Chats' });
}

describe('InfiniteScroll', () => {
  it('asks for the next page when the box the list scrolls in is scrolled to its end', () => {
    setListGeometry(2000);
    const onLoadMore = jest.fn();
    const box = renderScrollingList(onLoadMore);
    expect(onLoadMore).not.toHaveBeenCalled();

    // 150px below the box: hidden by it, though the window would still show it.
    setListGeometry(550);
    fireEvent.scroll(box);
    expect(onLoadMore).not.toHaveBeenCalled();

    // 80px below the box's bottom: the next page.
    setListGeometry(480);
    fireEvent.scroll(box);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
