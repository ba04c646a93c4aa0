import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../../../tests/setup/render';
import { i18n } from '../../lib/i18n';
import { errorSummariesShown } from '../../lib/page-title';
import { ErrorSummary, type SummaryItem } from './error-summary';

let title: string;
beforeAll(async () => {
  await i18n.loadNamespaces('apply');
  title = i18n.getFixedT('en', ['apply'])('errorSummary.title');
});

/** A form whose 'Next' fails while its field is empty, as the wizard's steps use the summary. */
function Form() {
  const [attempt, setAttempt] = useState(0);
  const [name, setName] = useState('');
  const items: SummaryItem[] = name
    ? []
    : [{ id: 'name', message: 'Enter your first name' }, { message: 'Whole form' }];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setAttempt((n) => n + 1);
      }}
    >
      <ErrorSummary title={title} items={attempt > 0 ? items : []} attempt={attempt} />
      <label htmlFor="name">First name</label>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="submit">Next</button>
    </form>
  );
}

describe('the error summary', () => {
  it('shows nothing before a failed attempt, then takes focus with its title and a link per field', async () => {
    const user = person();
    render(<Form />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errorSummariesShown()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert', { name: title });
    expect(document.activeElement).toBe(summary);
    // A message about a field links to it; one about the whole form is plain text.
    expect(screen.getByRole('link', { name: 'Enter your first name' }).getAttribute('href')).toBe('#name');
    expect(screen.getByText('Whole form').closest('a')).toBeNull();
    // The page title says 'Error:' while it shows (lib/page-title).
    expect(errorSummariesShown()).toBe(1);
  });

  it('takes focus to the field from its link, and again to itself on the next failed attempt', async () => {
    const user = person();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('link', { name: 'Enter your first name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: title }));
  });

  it('goes, and stops counting for the page title, once the answers are fixed', async () => {
    const user = person();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('First name'), 'Ana');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errorSummariesShown()).toBe(0);
  });
});
