export {
  editProfileApi,
  useEditProfileMutation,
  type EditProfileInput,
} from './api/editProfileApi';
export { avatarApi, useUpdateProfilePictureMutation } from './api/avatarApi';
export { EditProfileForm, type EditProfileFormProps } from './ui/EditProfileForm';
export { ChangeAvatarButton } from './ui/ChangeAvatarButton';
