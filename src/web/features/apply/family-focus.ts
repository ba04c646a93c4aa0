/** What just happened to the family list, so focus and the announcement follow it. */
export type FamilyChange =
  | { kind: 'added'; index: number }
  | { kind: 'saved'; index: number }
  | { kind: 'removed' }
  | { kind: 'cancelled'; index?: number };

export const addFamilyMemberId = 'add-family-member';
export const familyEditId = (index: number) => `family-edit-${index}`;

/**
 * Where focus goes after the family-member dialog or the removal dialog closes: the new or edited
 * entry, the control that opened the dialog on cancel, the 'Add' button after a removal (the
 * removed row is gone), and the message a screen reader hears (none on cancel).
 */
export function familyFocus(change: FamilyChange): { id: string; message?: 'added' | 'saved' | 'removed' } {
  switch (change.kind) {
    case 'added':
      return { id: familyEditId(change.index), message: 'added' };
    case 'saved':
      return { id: familyEditId(change.index), message: 'saved' };
    case 'removed':
      return { id: addFamilyMemberId, message: 'removed' };
    case 'cancelled':
      return { id: change.index === undefined ? addFamilyMemberId : familyEditId(change.index) };
  }
}
