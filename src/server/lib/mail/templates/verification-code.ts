import { mailTexts } from '../texts';
import { type CodeTexts, codeTemplate } from './code';

const texts: CodeTexts = mailTexts('verificationCode');

export const verificationCode = codeTemplate(texts);
