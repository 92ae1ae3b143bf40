import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { IoClose } from 'react-icons/io5';
import {
  checkLanguage,
  LANGUAGE_NOTICE_MS,
  LANGUAGES_MAX,
  languageSuggestions,
  sameLanguages,
  useGetSettingsQuery,
  useUpdateLanguagesMutation,
} from '@/entities/account';
import { AppLanguageChoice } from '@/features/choose-app-language';
import { Button, MutedText, TextField, toastError } from '@/shared/ui';
import styles from './AccountViews.module.css';
import { useTranslation } from '@/shared/i18n';

export function LanguagesView() {
  return (
    <>
      <AppLanguageChoice />
      <SpokenLanguages />
    </>
  );
}

function SpokenLanguages() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetSettingsQuery();
  if (isLoading) return <MutedText>{t('common:loadingDots')}</MutedText>;
  if (isError || !data) return <p role="alert">{t('settings:loadFailed')}</p>;
  return <LanguagesForm initial={data.languages} />;
}

function LanguagesForm({ initial }: { initial: string[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(initial);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  // The suggestion Enter takes: the first one until the arrows move it.
  const [active, setActive] = useState(0);
  const listId = useId();
  const [save, { isLoading }] = useUpdateLanguagesMutation();
  const full = chosen.length >= LANGUAGES_MAX;
  const suggestions = open ? languageSuggestions(typed, chosen) : [];
  const changed = !sameLanguages(initial, chosen);

  // A notice (an error or the custom-language hint) goes away after 3 s.
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), LANGUAGE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const add = (name: string) => {
    const check = checkLanguage(name, chosen);
    if (!check.ok) {
      setNotice({ text: check.error, error: true });
      return;
    }
    setChosen((list) => [...list, check.language]);
    setTyped('');
    setOpen(false);
    setNotice(check.custom ? { text: t('settings:languages.custom'), error: false } : null);
  };

  const submit = async () => {
    try {
      await save(chosen).unwrap();
      toast.success(t('settings:languages.saved'));
    } catch (error) {
      toastError(error, t('settings:languages.saveFailed'));
    }
  };

  return (
    <div className={styles.form}>
      <ul className={styles.chips} aria-label={t('settings:languages.yours')}>
        {chosen.map((language) => (
          <li key={language} className={styles.chip}>
            {language}
            <button
              type="button"
              aria-label={t('settings:languages.remove', { language })}
              onClick={() => setChosen((list) => list.filter((l) => l !== language))}
            >
              <IoClose aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {chosen.length === 0 && <MutedText>{t('settings:languages.none')}</MutedText>}
      <div className={styles.combo}>
        <TextField
          label={t('settings:languages.add')}
          value={typed}
          disabled={full}
          placeholder={full ? t('settings:languages.full') : t('settings:languages.type')}
          autoComplete="off"
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            suggestions[active] !== undefined ? `${listId}-${active}` : undefined
          }
          onChange={(e) => {
            setTyped(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              // 'ger' then Enter takes German; after Escape (no list) Enter keeps what was typed.
              add(suggestions[active] ?? typed);
            } else if (e.key === 'Escape') {
              setOpen(false);
            } else if (e.key === 'ArrowDown' && suggestions.length > 0) {
              e.preventDefault();
              setActive((i) => (i + 1) % suggestions.length);
            } else if (e.key === 'ArrowUp' && suggestions.length > 0) {
              e.preventDefault();
              setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
            }
          }}
        />
        {suggestions.length > 0 && (
          <ul className={styles.suggestions} role="listbox" id={listId}>
            {suggestions.map((language, i) => (
              <li key={language} role="presentation">
                <button
                  type="button"
                  role="option"
                  id={`${listId}-${i}`}
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={i === active ? styles.activeOption : undefined}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => add(language)}
                >
                  {language}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className={styles.muted}>
        {chosen.length}/{LANGUAGES_MAX}
      </p>
      {notice && (
        <p className={notice.error ? styles.error : styles.notice} role="status">
          {notice.text}
        </p>
      )}
      <div className={styles.actions}>
        <Button disabled={!changed} loading={isLoading} onClick={() => void submit()}>
          {t('settings:saveChanges')}
        </Button>
        <Button
          variant="secondary"
          disabled={!changed || isLoading}
          onClick={() => {
            setChosen(initial);
            setTyped('');
            setNotice(null);
          }}
        >
          {t('common:cancel')}
        </Button>
      </div>
    </div>
  );
}
