import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';

describe('translations', () => {
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces(['common', 'home', 'contact']);
  });

  it('reads nested keys of the given namespace, then of common, and fills placeholders', () => {
    const t = i18n.getFixedT('en', ['home']);
    expect(t('hero.title')).toBe('Your UK ETA, checked and submitted for you');
    expect(t('nav.pricing')).toBe('Pricing');
    expect(t('footer.copyright', { year: 2031 })).toContain('2031');
  });

  it("reads 'namespace:key', answers the default value or the key for a missing text", () => {
    const t = i18n.getFixedT('en', ['home']);
    expect(t('contact:subjects.requirements')).not.toBe('subjects.requirements');
    expect(t('contact:subjects.unknown', { defaultValue: 'unknown' })).toBe('unknown');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('no.such.key', 'Fallback')).toBe('Fallback');
  });

  it('switches language only once the new strings are there, then tells its listeners', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.hasLoaded(['common', 'home', 'contact'], 'fr')).toBe(true);
    expect(i18n.getFixedT('fr', ['common'])('nav.pricing')).toBe('Tarifs');
    expect(i18n.dir('ar')).toBe('rtl');
    await i18n.changeLanguage('en');
  });

  it("says our rules' numbers from their constants, in each language's words (decision 041)", async () => {
    await i18n.changeLanguage('de');
    await i18n.changeLanguage('en');
    expect(i18n.getFixedT('en', ['home'])('hero.subtitle', { count: 3 })).toContain('within 24–48 hours before');
    expect(i18n.getFixedT('de', ['home'])('hero.subtitle', { count: 3 })).toContain('24–48 Stunden');
    expect(i18n.getFixedT('en', ['home'])('documents.files.text')).toContain('up to 5 MB each');
  });

  it("fills the government's decision time with the plural form of each language", async () => {
    await i18n.changeLanguage('ar');
    await i18n.changeLanguage('ja');
    await i18n.changeLanguage('en');
    const en = i18n.getFixedT('en', ['home']);
    expect(en('keyInfo.cards.decision.text', { count: 3 })).toBe(
      'Decisions usually arrive by e-mail within 3 working days, often much sooner.',
    );
    expect(en('keyInfo.cards.decision.text', { count: 1 })).toContain('within 1 working day,');
    expect(en('hero.subtitle', { count: 5 })).toContain('usually takes up to 5 working days');
    const ar = i18n.getFixedT('ar', ['home']);
    const arabic = (count: number) => ar('keyInfo.cards.decision.text', { count });
    expect(arabic(1)).toContain('خلال يوم عمل واحد');
    expect(arabic(2)).toContain('خلال يومَي عمل');
    expect(arabic(3)).toContain('خلال 3 أيام عمل');
    expect(arabic(10)).toContain('خلال 10 أيام عمل');
    expect(arabic(11)).toContain('خلال 11 يوم عمل');
    expect(arabic(100)).toContain('خلال 100 يوم عمل');
    expect(i18n.getFixedT('ja', ['home'])('keyInfo.cards.decision.text', { count: 4 })).toContain('4 営業日以内');
  });
});
