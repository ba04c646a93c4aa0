import { mailTexts } from '../texts';
import { type CodeTexts, codeTemplate } from './code';

const texts: CodeTexts = mailTexts('passwordResetCode');

export const passwordResetCode = codeTemplate(texts);
