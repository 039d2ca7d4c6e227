// Uploading one's avatar: the file itself as the request body (decision 108), checked here first
// by the same rules as the server (size, and the image kind read from its first bytes).
import { useMutation } from '@tanstack/react-query';
import { profileContracts } from '@tuura/domain/api/profile';
import { AVATAR } from '@tuura/domain/limits';
import { detectImageType } from '@tuura/domain/rules/imageType';
import type { User } from '@tuura/domain/schemas/user';
import { call } from '../../api/client.ts';
import { useSetSession } from '../../api/session.ts';
import { putFile } from '../../api/uploadFile.ts';

/** Why a file cannot be an avatar, before sending it: the message key the server would answer. */
export async function avatarProblem(file: File): Promise<'avatar.tooLarge' | 'avatar.notImage' | null> {
  if (file.size > AVATAR.maxBytes) return 'avatar.tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectImageType(head) ? null : 'avatar.notImage';
}

const uploadAvatar = (file: File) => putFile<{ user: User }>(profileContracts.putAvatar.path, file);

/** Sets or removes the avatar; the answer's user (with the new URL) becomes the session's. */
export function useAvatar() {
  const setSession = useSetSession();
  const onSuccess = ({ user }: { user: User }) => setSession({ kind: 'user', user });
  return {
    upload: useMutation({ meta: { silent: true }, mutationFn: uploadAvatar, onSuccess }),
    remove: useMutation({
      meta: { silent: true },
      mutationFn: () => call(profileContracts.deleteAvatar),
      onSuccess,
    }),
  };
}
