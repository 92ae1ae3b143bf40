import { Body, Controller, Get, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { UserCardDto } from '../users/dto/user.responses';
import { ProfileInfoDto, ProfilePictureDto, ProfileViewDto } from './dto/profile.responses';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { PageQueryDto } from '../../core/http/pagination';
import type { UserCard } from '../../contracts/users';
import { AvatarUpload } from './avatar-upload';
import { EditProfileDto, UpdateProfileDto } from './dto/update-profile.dto';
import {
  PROFILE_NOT_FOUND,
  ProfileInfo,
  ProfilesService,
  ProfileView,
  UploadedImage,
} from './profiles.service';
import { IdParam } from '../../core/http/id-param';

@ApiTags('profiles')
@ApiBearerAuth()
@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get('profile/:userId')
  @ApiOperation({
    summary: 'A profile: header data, the user card, the first page of posts',
    description:
      'Signed-in users. The header (bio, website, location, picture, counts), the user’s card and ' +
      'the first page of their posts (limit and cursor page them); savedPosts (and savedNextCursor) ' +
      'only on the caller’s own profile. When the owner’s profile visibility leaves the caller out, ' +
      'or the caller blocked them: `restricted: true`, the header only (no bio, website, location or ' +
      'posts). 404 Profile not found. when the user does not exist, is hibernated or blocked the caller.',
  })
  @ApiEnvelope(ProfileViewDto)
  @ApiNotFoundResponse({ description: 'Profile not found.' })
  async view(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: PROFILE_NOT_FOUND }) userId: string,
    @Query() page: PageQueryDto,
  ): Promise<Envelope<ProfileView>> {
    return ok(await this.profiles.view(me.userId, userId, page));
  }

  @Put('profile/updateProfilePicture')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Change my profile picture',
    description:
      'Signed-in users, their own picture. Multipart `profilePic`: JPEG, PNG or GIF, at most 5 MB; ' +
      'it is decoded and re-encoded (the uploaded bytes are never stored) and replaces the old one. ' +
      'Answers the new picture’s URL. 400 without a file, 413 above 5 MB, 415 for bytes that are not ' +
      'such an image.',
  })
  @ApiEnvelope(ProfilePictureDto, { description: 'Profile picture updated successfully' })
  @ApiPayloadTooLargeResponse({ description: 'Image size must be less than 5MB' })
  @ApiUnsupportedMediaTypeResponse({
    description: 'Please select a valid image file (JPEG, PNG, or GIF)',
  })
  @UseInterceptors(AvatarUpload('profilePic'))
  async updatePicture(
    @CurrentUser() me: AuthUser,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<Envelope<{ profilePic: string | null }>> {
    const profilePic = await this.profiles.updatePicture(me.userId, file);
    return ok({ profilePic }, 'Profile picture updated successfully');
  }

  @Put('profile/updateProfile')
  @ApiOperation({
    summary: 'Update my profile fields',
    description:
      'Signed-in users, their own profile. Only the changed fields among fullName (2–100), bio (at ' +
      'most 500), website (a web address) and location (at most 100); a blank bio, website or ' +
      'location clears it. 400 names the failing field, or says Nothing to update for an empty ' +
      'body. Answers the profile header as stored.',
  })
  @ApiEnvelope(ProfileInfoDto, { description: 'Profile updated successfully' })
  async updateProfile(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdateProfileDto,
  ): Promise<Envelope<ProfileInfo>> {
    return ok(await this.profiles.updateProfile(me.userId, dto), 'Profile updated successfully');
  }

  @Put('editProfile')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Edit my basic details',
    description:
      'Signed-in users, their own account. The Edit Profile form (multipart): gender (male or ' +
      'female) and bio are required, dateOfBirth (YYYY-MM-DD, in the past) and a picture `dp` ' +
      '(as updateProfilePicture) are optional. Answers the caller’s card.',
  })
  @ApiEnvelope(UserCardDto, { description: 'Profile updated successfully' })
  @ApiPayloadTooLargeResponse({ description: 'Image size must be less than 5MB' })
  @ApiUnsupportedMediaTypeResponse({
    description: 'Please select a valid image file (JPEG, PNG, or GIF)',
  })
  @UseInterceptors(AvatarUpload('dp'))
  async editProfile(
    @CurrentUser() me: AuthUser,
    @Body() dto: EditProfileDto,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<Envelope<UserCard>> {
    return ok(
      await this.profiles.editDetails(me.userId, dto, file),
      'Profile updated successfully',
    );
  }
}
