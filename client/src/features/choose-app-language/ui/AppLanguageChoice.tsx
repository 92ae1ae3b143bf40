import clsx from 'clsx';
import { useId } from 'react';
import { APP_LANGUAGE_NAMES, APP_LANGUAGES } from '@/shared/config';
import { currentLanguage, useTranslation } from '@/shared/i18n';
import { useChooseAppLanguage } from '../model/useChooseAppLanguage';
import styles from './AppLanguageChoice.module.css';

/** English, Español, Français: each name in its own language, so anyone finds theirs. */
export function AppLanguageChoice() {
  const { t, i18n } = useTranslation();
  const { choose, saving, chosen } = useChooseAppLanguage();
  const hintId = useId();
  // The account's choice (checked at once, while its texts load), else the browser's language.
  const selected = chosen ?? (i18n.language ? currentLanguage() : null);
  return (
    <fieldset className={styles.group} aria-describedby={hintId} aria-busy={saving}>
      <legend className={styles.legend}>{t('settings:appLanguage.title')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('settings:appLanguage.hint')}
      </p>
      <div className={styles.options}>
        {APP_LANGUAGES.map((language) => (
          <label
            key={language}
            className={clsx(styles.option, language === selected && styles.checked)}
          >
            <input
              type="radio"
              name="app-language"
              value={language}
              lang={language}
              checked={language === selected}
              onChange={() => void choose(language)}
            />
            <span lang={language}>{APP_LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
