export type MessageType = 'info' | 'error' | 'success';

export interface Message {
  type: MessageType;
  text: string;
}

const STYLES: Record<MessageType, string> = {
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** A form's message ({type, text} of spec §3). Server messages are shown as text, never as HTML. */
export function FormMessage({ message }: { message: Message | null }) {
  if (!message) return null;
  return (
    <p
      role={message.type === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ring-1 ring-inset ${STYLES[message.type]}`}
    >
      {message.text}
    </p>
  );
}
