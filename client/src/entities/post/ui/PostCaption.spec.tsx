import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PostCaption } from './PostCaption';

const LONG = 'A'.repeat(60) + 'B'.repeat(20);

describe('PostCaption', () => {
  it('shows a short caption whole, without a toggle', () => {
    render(<PostCaption text="Great match tonight!" />);
    expect(screen.getByText('Great match tonight!')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a caption of exactly 60 characters has no toggle', () => {
    render(<PostCaption text={'x'.repeat(60)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the first 60 characters then 'more...'; 'more...' expands and 'less...' folds", async () => {
    const user = userEvent.setup();
    const { container } = render(<PostCaption text={LONG} />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe(`${'A'.repeat(60)} more...`);

    await user.click(screen.getByRole('button', { name: 'more...' }));
    expect(paragraph.textContent).toBe(`${LONG} less...`);

    await user.click(screen.getByRole('button', { name: 'less...' }));
    expect(paragraph.textContent).toBe(`${'A'.repeat(60)} more...`);
  });
});
