export default function ProfilePage() {
  return null;
}
