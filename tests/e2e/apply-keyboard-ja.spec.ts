import { familyAppliesWithKeyboard } from './helpers/keyboard-journey';

// A family of three applies with the keyboard alone, in Japanese, on a phone and on a desktop.
familyAppliesWithKeyboard('ja');
