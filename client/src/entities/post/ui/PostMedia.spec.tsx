import { render, screen } from '@testing-library/react';
import { makePost } from '../../../../test/posts';
import { DEFAULT_IMAGE_RATIO, PostMedia } from './PostMedia';

const box = (img: HTMLElement) => img.parentElement as HTMLElement;

describe('PostMedia', () => {
  it("keeps the picture's space before it loads, from the size the server stored", () => {
    const post = makePost({ postImage: '/media/p.webp', imageWidth: 1080, imageHeight: 270 });
    render(<PostMedia post={post} />);
    const img = screen.getByRole('img');
    expect(box(img).style.aspectRatio).toBe('1080 / 270');
    expect(img).toHaveAttribute('width', '1080');
    expect(img).toHaveAttribute('height', '270');
  });

  it('uses a default ratio for pictures stored before sizes were kept', () => {
    const post = makePost({ postImage: '/media/old.webp', imageWidth: null, imageHeight: null });
    render(<PostMedia post={post} />);
    expect(box(screen.getByRole('img')).style.aspectRatio).toBe(DEFAULT_IMAGE_RATIO);
  });

  it('leaves the box to its parent when filling it (reels, the overlay)', () => {
    const post = makePost({ postImage: '/media/p.webp', imageWidth: 10, imageHeight: 20 });
    render(<PostMedia post={post} fit="fill" />);
    expect(box(screen.getByRole('img')).style.aspectRatio).toBe('');
  });
});
