/**
 * Keeps a failure in one part of a calculator inside that part: the part shows one sentence in its place,
 * and the rest of the page (and the player's saved lists) go on working. A change of `resetKey` (the list
 * being edited, say) draws the part again, so undoing what upset it brings it back.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import './sectionBoundary.css';

interface Props {
  /** What the part is, for the message: "the rule check". */
  name: string;
  /** Any value that changes when the part should be tried again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: string | null;
  resetKey: unknown;
}

export default class SectionBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for a bug report; the page itself shows only the sentence below.
    console.error(`Error in ${this.props.name}:`, error, info.componentStack);
  }

  render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <p className="section-error" role="alert">
        Sorry: {this.props.name} could not be shown ({this.state.error}). The rest of the page and your saved lists are unaffected; changing
        the list or reloading the page tries again.
      </p>
    );
  }
}
