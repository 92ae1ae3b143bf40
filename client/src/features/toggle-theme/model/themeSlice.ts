import { createSlice } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { readDarkMode, saveDarkMode } from '@/shared/lib';

export interface ThemeState {
  darkMode: boolean;
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeState => ({ darkMode: readDarkMode() }),
  reducers: {
    darkModeToggled: (state) => {
      state.darkMode = !state.darkMode;
    },
  },
  selectors: {
    selectDarkMode: (state) => state.darkMode,
  },
});

export const { darkModeToggled } = themeSlice.actions;
export const { selectDarkMode } = themeSlice.selectors;

/** Mirrors the theme onto `document.body` and into storage; mount once near the root. */
export function useThemeSync(): void {
  const darkMode = useSelector(selectDarkMode);
  useEffect(() => {
    document.body.classList.toggle('dark', darkMode);
    document.documentElement.style.colorScheme = darkMode ? 'dark' : 'light';
    saveDarkMode(darkMode);
  }, [darkMode]);
}
