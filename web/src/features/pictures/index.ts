export { ProfilePictureUpload } from './components/ProfilePictureUpload';
export { profilePictureUrl, uploadProfilePicture } from './api/uploadProfilePicture';
