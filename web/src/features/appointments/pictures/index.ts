export { AppointmentPicturesModal, type AppointmentPicturesModalProps } from './AppointmentPicturesModal';
