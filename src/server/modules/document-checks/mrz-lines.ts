import { parse } from 'mrz';
import { readTd3 as readTd3With } from '../../../core/mrz-lines';
import type { PassportRead } from '../../../core/passport-check';

export { linesOf } from '../../../core/mrz-lines';

/** The fields of two TD3 lines (the rule in core/mrz-lines.ts), parsed with the `mrz` package. */
export const readTd3 = (read: [string, string], today: string): PassportRead | null => readTd3With(read, today, parse);
