import { Chat } from '@/app/chat';
import { loadChat } from '@/lib/chat-store';

export const dynamic = 'force-dynamic';

export default async function ChatPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Server-rendered with the saved transcript: a question that was pending is there on reload.
  return <Chat id={id} initialMessages={loadChat(id)} />;
}
