import { familyAppliesWithKeyboard } from './helpers/keyboard-journey';

// A family of three applies with the keyboard alone, in Arabic, on a phone and on a desktop.
familyAppliesWithKeyboard('ar');
