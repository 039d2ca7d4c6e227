export default function GuestProfilePage() {
  return null;
}
