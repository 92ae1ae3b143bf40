import { createSlice } from '@reduxjs/toolkit';

export interface CreatePostState {
  isOpen: boolean;
}

const initialState: CreatePostState = { isOpen: false };

export const createPostSlice = createSlice({
  name: 'createPost',
  initialState,
  reducers: {
    createPostOpened: (state) => {
      state.isOpen = true;
    },
    createPostClosed: (state) => {
      state.isOpen = false;
    },
  },
  selectors: {
    selectCreatePostOpen: (state) => state.isOpen,
  },
});

export const { createPostOpened, createPostClosed } = createPostSlice.actions;
export const { selectCreatePostOpen } = createPostSlice.selectors;
