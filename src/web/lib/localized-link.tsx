import { Link, type LinkProps, useLocation } from 'react-router';
import { answersUnderPrefix, findPageRoute, localizedPath, splitLanguagePrefix } from '../../core/routes';

/** On a language-prefixed page ('/fr/...') links to other pages that take one keep the prefix. */
export function useLocalizedPath() {
  const { pathname } = useLocation();
  const language = splitLanguagePrefix(pathname).language;
  return (path: string) => {
    if (!language) return path;
    const [bare = '/', hash] = path.split('#');
    const page = findPageRoute(bare);
    if (!page || !answersUnderPrefix(page)) return path;
    return localizedPath(bare, language) + (hash ? `#${hash}` : '');
  };
}

export function LocalizedLink({ to, ...props }: LinkProps & { to: string }) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}
