import { BellIcon } from 'lucide-react';
import { Separator } from '@/components/ui/separator';
import { NOTIFICATIONS_TEXTS as TEXTS } from '../utils/notification-texts';
import { DevicePush } from './device-push';
import { ProfileSection } from './profile-section';
import { ReminderSettingsForm } from './reminder-settings-form';

/**
 * The 'Notificaciones' block of 'Mi Perfil': Web Push on this device (a switch, a test, how many devices have it)
 * and the client's reminder settings (lead time, push and e-mail reminders, the morning digest and its time),
 * in the client's time zone.
 */
export function NotificationsCard() {
  return (
    <ProfileSection icon={BellIcon} title={TEXTS.title} description={TEXTS.description}>
      <DevicePush />
      <Separator className="my-6" />
      <ReminderSettingsForm />
    </ProfileSection>
  );
}
