import { redirect } from 'next/navigation';

// A new chat per visit; its id is in the URL, so a reload comes back to the same chat.
export const dynamic = 'force-dynamic';

export default function Home() {
  redirect(`/chat/${crypto.randomUUID()}`);
}
