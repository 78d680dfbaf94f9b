import { useState } from 'react';
import { toast } from 'sonner';
import { MAX_UPLOAD_BYTES, PET_MESSAGES } from '@pawroute/domain';
import { Avatar } from '../../../components/Avatar';
import { isApiError } from '../../../lib/apiClient';
import { profilePictureUrl, useUploadProfilePicture } from '../api/uploadProfilePicture';

/** A user's profile picture with a change button (self, or staff allowed to edit that user). */
export function ProfilePictureUpload({ userId, name, hasPicture, size = 96 }: { userId: number; name: string; hasPicture: boolean; size?: number }) {
  const upload = useUploadProfilePicture();
  const [src, setSrc] = useState<string | null>(hasPicture ? profilePictureUrl(userId) : null);
  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) return void toast.error(PET_MESSAGES.tooLarge);
    if (file.type && !file.type.startsWith('image/')) return void toast.error(PET_MESSAGES.notAnImage);
    upload.mutate(
      { userId, file },
      {
        onSuccess: (result) => {
          setSrc(result.profilePictureUrl);
          toast.success('Profile picture updated.');
        },
        onError: (error) => toast.error(isApiError(error) ? error.message : 'Failed to upload the profile picture.'),
      },
    );
  };
  return (
    <div className="profile-picture-upload" style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <Avatar key={src ?? 'none'} name={name} src={src} size={size} />
      <label className="button button--secondary button--small">
        {upload.isPending ? 'Uploading…' : 'Change Picture'}
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          aria-label="Change profile picture"
          disabled={upload.isPending}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </label>
    </div>
  );
}
