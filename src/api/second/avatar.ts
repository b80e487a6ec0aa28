import type { ApiResult } from '../errors';
import { avatarSchema, savedAvatarSchema, type Avatar } from '../schemas/second';
import { secondGet, secondPost } from '../second';

/** The player's avatar; an id the app does not know is shown as the default (spec 3). */
export const getAvatar = (): Promise<ApiResult<Avatar>> => secondGet('user/avatar', avatarSchema);

/**
 * setAvatar in the desktop panels; an id outside this brand's list answers 195. The answer need
 * not name the avatar (spec 7.2 gives none): a success without an id is the one asked for.
 */
export const setAvatar = (avatar: number): Promise<ApiResult<Avatar>> => secondPost('user/avatar', { avatar }, savedAvatarSchema(avatar));
