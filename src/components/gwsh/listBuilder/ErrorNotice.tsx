/** An error the player reads and then dismisses: announced at once, with its Dismiss button. */
import type { ReactNode, Ref } from 'react';

interface Props {
  children: ReactNode;
  onDismiss: () => void;
  /** Given where the page moves focus to the notice as it appears. */
  focusRef?: Ref<HTMLDivElement>;
}

export default function ErrorNotice({ children, onDismiss, focusRef }: Props) {
  return (
    <div className="lb-notice lb-notice--error" role="alert" tabIndex={focusRef ? -1 : undefined} ref={focusRef}>
      {children}
      <div className="lb-toolbar">
        <button type="button" className="lb-button" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
