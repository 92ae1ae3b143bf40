import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Create post" onClose={() => setOpen(false)}>
        <input aria-label="Caption" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('keeps the app behind out of reach while open, and gives focus back to its opener', () => {
    const app = document.body.appendChild(document.createElement('div'));
    app.id = 'root';
    render(<Opener />, { container: app });
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();

    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Create post' });
    expect(dialog).toHaveFocus();
    expect(app).toHaveAttribute('inert');
    expect(app).not.toContainElement(dialog);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
    app.remove();
  });
});
