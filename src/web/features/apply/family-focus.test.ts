import { describe, expect, it } from 'vitest';
import { familyFocus } from './family-focus';

describe('focus after the family-member dialogs', () => {
  it('goes to the new or edited entry with a message', () => {
    expect(familyFocus({ kind: 'added', index: 2 })).toEqual({ id: 'family-edit-2', message: 'added' });
    expect(familyFocus({ kind: 'saved', index: 0 })).toEqual({ id: 'family-edit-0', message: 'saved' });
  });
  it('goes back to the control that opened the dialog on cancel, silently', () => {
    expect(familyFocus({ kind: 'cancelled', index: 1 })).toEqual({ id: 'family-edit-1' });
    expect(familyFocus({ kind: 'cancelled' })).toEqual({ id: 'add-family-member' });
  });
  it('goes to the Add button after a removal, whose row is gone', () => {
    expect(familyFocus({ kind: 'removed' })).toEqual({ id: 'add-family-member', message: 'removed' });
  });
});
