// Where the system Chromium is: CHROME_PATH, else Debian's package.
import fs from 'node:fs';

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? '/usr/bin/chromium';
}

export function chromiumAvailable() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
    .filter(Boolean)
    .some((p) => fs.existsSync(p));
}
