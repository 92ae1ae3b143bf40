import { Body, Controller, Get, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
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
      'savedPosts (and savedNextCursor) only on the caller’s own profile; limit and cursor page the posts.',
  })
  async view(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: PROFILE_NOT_FOUND }) userId: string,
    @Query() page: PageQueryDto,
  ): Promise<Envelope<ProfileView>> {
    return ok(await this.profiles.view(me.userId, userId, page));
  }

  @Put('profile/updateProfilePicture')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'New profile picture (`profilePic`: JPEG, PNG or GIF, at most 5 MB)' })
  @UseInterceptors(AvatarUpload('profilePic'))
  async updatePicture(
    @CurrentUser() me: AuthUser,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<Envelope<{ profilePic: string | null }>> {
    const profilePic = await this.profiles.updatePicture(me.userId, file);
    return ok({ profilePic }, 'Profile picture updated successfully');
  }

  @Put('profile/updateProfile')
  @ApiOperation({ summary: 'Only the changed fields among fullName, bio, website, location' })
  async updateProfile(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdateProfileDto,
  ): Promise<Envelope<ProfileInfo>> {
    return ok(await this.profiles.updateProfile(me.userId, dto), 'Profile updated successfully');
  }

  @Put('editProfile')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Gender, bio, date of birth and optionally a picture `dp`' })
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
