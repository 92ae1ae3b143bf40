import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Switch } from './Switch';

function DarkMode() {
  const [on, setOn] = useState(false);
  return (
    <label>
      Dark Mode
      <Switch checked={on} onChange={setOn} />
    </label>
  );
}

describe('Switch', () => {
  it('is a labelled switch that the pointer, Space and the label all turn', async () => {
    render(<DarkMode />);
    const user = userEvent.setup();
    const control = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Dark Mode'));
    expect(control).toBeChecked();
  });
});
