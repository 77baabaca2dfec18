import { ProfileView } from '@/components/profile/profile-view';

export default function ProfilePage() {
  return <ProfileView />;
}
