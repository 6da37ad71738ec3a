/** The list builder's last message, read out as it changes, with Undo while the change it reports can be undone. */
export interface Message {
  text: string;
  undo?: () => void;
  /** Counts messages, so that the same text twice is announced twice. */
  n: number;
}

export function Toast({ message }: { message: Message | null }) {
  return (
    <div className="lb-toast" role="status">
      {message?.text && (
        <>
          <span key={message.n}>{message.text}</span>
          {message.undo && (
            <button type="button" className="lb-button lb-button--small" onClick={message.undo}>
              Undo
            </button>
          )}
        </>
      )}
    </div>
  );
}
